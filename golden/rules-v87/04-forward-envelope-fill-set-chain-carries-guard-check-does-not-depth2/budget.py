"""Monthly envelopes, and a guard that warns when money runs low."""


class Envelope:
    def fill(self, name, amount):
        self.name = name
        self._set(amount)

    def _set(self, amount):
        self.balance = amount
        self.spent = 0

    def spend(self, cost):
        self.balance -= cost

    def left(self):
        return self.balance


class Guard:
    def arm(self, floor):
        self.floor = floor

    def check(self, amount):
        if amount < self.floor:
            self._warn(amount)

    def _warn(self, amount):
        print("below floor:", amount)

    def status(self):
        return f"floor {self.floor}"
