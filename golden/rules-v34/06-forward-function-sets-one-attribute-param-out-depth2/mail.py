"""Outgoing notification messages and the helpers that prepare them."""


def clamp(value, low, high):
    return max(low, min(high, value))


class Message:
    def __init__(self, to, subject, body):
        self.to = to
        self.subject = subject
        self.body = body
        self.priority = 3
        self.sent_at = None

    def render(self):
        return "To: %s\nX-Priority: %d\nSubject: %s\n\n%s" % (self.to, self.priority, self.subject, self.body)


def stamp(msg, when):
    msg.sent_at = when


def set_priority(msg, level):
    level = clamp(level, 1, 5)
    msg.priority = level
    return msg.subject.lower()
