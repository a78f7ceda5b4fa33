"""Money amounts in integer cents."""


class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError("currency mismatch")
        return Money(self.cents + other.cents, self.currency)

    def __sub__(self, other):
        return Money(self.cents - other.cents, self.currency)

    def __mul__(self, factor):
        return Money(round(self.cents * factor), self.currency)

    def __str__(self):
        return f"{self.cents / 100:.2f} {self.currency}"
