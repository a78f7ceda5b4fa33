"""Spending against a budget; the running totals are kept on the instance."""


class Budget:
    def __init__(self, limit):
        self.limit = limit
        self.total = 0.0
        self.count = 0

    def reset(self):
        self.total = 0.0
        self.count = 0

    def spend_all(self, amounts):
        for amount in amounts:
            if amount <= 0:
                continue
            self.total += amount
            if self.total > self.limit:
                break
            self.count += 1
        return self.total

    def average(self):
        return self.total / max(self.count, 1)
