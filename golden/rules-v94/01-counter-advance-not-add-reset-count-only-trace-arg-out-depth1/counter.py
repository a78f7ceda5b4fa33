"""A tally counter that keeps ticks and sales apart."""


class Counter:
    def __init__(self, step, trace=False):
        self.step = step
        self.count = 0
        if trace:
            print("new counter, step", step)

    def reset(self):
        self.count = 0
        self.total = 0
        self.history = []

    def advance(self):
        self.count += self.step

    def add(self, amount):
        self.total += amount
        self.history.append(amount)

    def describe(self):
        return "%d ticks, %d sold" % (self.count, self.total)
