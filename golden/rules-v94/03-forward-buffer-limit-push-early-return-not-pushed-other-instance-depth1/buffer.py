"""A bounded buffer that counts what it had to drop."""


class Buffer:
    def __init__(self, name):
        self.name = name
        self.items = []
        self.dropped = 0
        self.pushed = 0
        self.limit = 8

    def push(self, item):
        self.pushed += 1
        if len(self.items) >= self.limit:
            self.dropped += 1
            return False
        self.items.append(item)
        return True

    def drain(self):
        out = self.items
        self.items = []
        return out
