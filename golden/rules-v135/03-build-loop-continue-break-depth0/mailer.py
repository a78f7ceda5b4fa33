"""Builds plain-text e-mail messages with a fluent interface."""


class Email:
    def __init__(self, sender):
        self.sender = sender
        self.recipients = []
        self.subject_line = ""
        self.lines = []

    def to(self, address):
        self.recipients.append(address)
        return self

    def subject(self, text):
        self.subject_line = text
        return self

    def line(self, text):
        self.lines.append(text)
        return self

    def build(self):
        cap = 2
        sent = []
        skipped = 0
        for addr in self.recipients:
            if "@" not in addr:
                skipped += 1
                continue
            if len(sent) == cap:
                break
            sent.append(addr.lower())
        head = "From: %s\nTo: %s" % (self.sender, ", ".join(sent))
        head += "\nSubject: " + self.subject_line
        body = "\n".join(self.lines)
        return head + "\n\n" + body + "\n(skipped %d)" % skipped


def welcome(name, addresses):
    mail = Email("noreply@example.com").subject("Welcome " + name)
    for a in addresses:
        mail.to(a)
    mail.line("Hello %s," % name)
    return mail.build()


print(welcome("Ada", ["Ada@Example.com", "bad-address", "ops@example.com", "x@y.z"]))
