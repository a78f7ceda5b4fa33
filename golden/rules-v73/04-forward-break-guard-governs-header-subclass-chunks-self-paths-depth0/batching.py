"""Split a list of work items into batches of a fixed size."""


class Batcher:
    def __init__(self, size, budget):
        self.size = size
        self.budget = budget
        self.sent = 0

    def chunks(self, items):
        out = []
        for start in range(0, len(items), self.size):
            out.append(items[start:start + self.size])
        return out

    def pending(self, items):
        return len(items) - self.sent
