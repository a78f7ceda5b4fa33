"""A size gate: one method sets the limit, another reads it."""


class Gate:
    def __init__(self, name):
        self.name = name
        self.limit = 1
        self.seen = 0

    def set_limit(self, n):
        cap = max(n, 1)
        self.limit = cap
        self.seen = 0

    def allow(self, size):
        if size > self.limit:
            return False
        return True

    def tag(self):
        return self.name.upper()
