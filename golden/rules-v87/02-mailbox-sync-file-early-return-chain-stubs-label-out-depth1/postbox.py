"""A mailbox that remembers the last subject filed and counts unread mail."""


class Mailbox:
    def start(self, owner):
        self.owner = owner
        self._empty()

    def _empty(self):
        self.last = None
        self.unread = 0

    def file(self, folder, subject):
        if not subject:
            return
        print("filing", repr(subject), "under", folder)
        self.last = subject
        self._bump()

    def _bump(self):
        self.unread += 1

    def peek(self):
        return self.last

    def report(self):
        return f"{self.owner}: {self.unread} unread, last {self.last!r}"
