"""Outgoing notifications, a value class written by hand."""

MAX_SUBJECT = 48


class Notification:
    def __init__(self, recipient, subject, urgent=False):
        self.recipient = recipient
        self.subject = subject[:MAX_SUBJECT]
        self.urgent = urgent
        self.attempts = 0

    def envelope(self):
        return f"{'!' if self.urgent else '-'} {self.recipient}: {self.subject}"

    def retry(self):
        self.attempts += 1
        return self.attempts <= 3
