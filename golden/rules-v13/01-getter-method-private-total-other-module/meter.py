"""Running totals for utility meters."""


class Meter:
    def __init__(self, start):
        self._total = start

    def add(self, amount):
        if amount < 0:
            raise ValueError("negative reading")
        self._total += amount

    def total(self):
        return self._total

    def peek(self):
        print("meter at", self._total)
        return self._total

    def reset(self):
        self._total = 0
