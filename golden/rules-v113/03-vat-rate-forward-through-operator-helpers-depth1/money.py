"""Money amounts in integer cents."""


class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError("currency mismatch")
        return Money(self.cents + other.cents, self.currency)

    def __mul__(self, factor):
        return Money(round(self.cents * factor), self.currency)

    def __lt__(self, other):
        return self.cents < other.cents

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        cents = abs(self.cents)
        return f"{sign}{cents // 100}.{cents % 100:02d} {self.currency}"
