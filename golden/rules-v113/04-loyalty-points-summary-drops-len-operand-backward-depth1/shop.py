"""Shop value types: money amounts, a price list and a basket."""


class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError("currency mismatch")
        return Money(self.cents + other.cents, self.currency)

    def __mul__(self, quantity):
        return Money(self.cents * quantity, self.currency)

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"


class PriceList:
    def __init__(self, table, currency="EUR"):
        self.table = table
        self.currency = currency

    def __getitem__(self, code):
        return Money(self.table[code], self.currency)


class Basket:
    def __init__(self):
        self.counts = {}

    def __setitem__(self, code, quantity):
        self.counts[code] = quantity

    def __getitem__(self, code):
        return self.counts[code]

    def __iter__(self):
        return iter(self.counts)

    def __len__(self):
        return len(self.counts)
