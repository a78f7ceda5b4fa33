"""Ticket fares: a base fare, a half-price child fare and a discounted group fare."""

BOOKING_FEE = 150


class Fare:
    def __init__(self, base_cents):
        self.base_cents = base_cents

    def quote(self, count, label):
        print("pricing", count, "x", label)
        cents = self.base_cents * count
        return cents + BOOKING_FEE


class ChildFare(Fare):
    def quote(self, count, label):
        full = super().quote(count, label + " (child)")
        return full // 2


class GroupFare(Fare):
    def __init__(self, base_cents, minimum):
        super().__init__(base_cents)
        self.minimum = minimum

    def quote(self, count, label):
        billed = max(count, self.minimum)
        return super().quote(billed, label) * 9 // 10
