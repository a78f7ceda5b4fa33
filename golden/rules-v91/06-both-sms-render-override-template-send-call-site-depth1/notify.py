"""Notifiers that render a message for one channel and queue it."""

SMS_LIMIT = 40


class Notifier:
    def __init__(self, channel):
        self.channel = channel
        self.outbox = []

    def render(self, text):
        return text

    def send(self, user, text):
        body = self.render(text)
        if not body:
            return False
        self.outbox.append((user, body))
        return True


class EmailNotifier(Notifier):
    def render(self, text):
        return "Hello,\n\n" + text + "\n\n-- the team"


class SmsNotifier(Notifier):
    def __init__(self, channel, limit):
        super().__init__(channel)
        self.limit = limit

    def render(self, text):
        flat = " ".join(text.split())
        if len(flat) > self.limit:
            flat = flat[:self.limit - 1] + "~"
        return flat
