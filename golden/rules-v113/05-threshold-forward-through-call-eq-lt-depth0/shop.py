"""Money, percentage offers and baskets for the checkout script."""


class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        return Money(self.cents + other.cents, self.currency)

    def __sub__(self, other):
        return Money(self.cents - other.cents, self.currency)

    def __mul__(self, factor):
        return Money(round(self.cents * factor), self.currency)

    def __eq__(self, other):
        return self.cents == other.cents and self.currency == other.currency

    def __lt__(self, other):
        return self.cents < other.cents

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"


class PercentOff:
    def __init__(self, percent):
        self.percent = percent

    def __call__(self, amount):
        return amount * (self.percent / 100)


class Basket:
    def __init__(self, counts):
        self.counts = dict(counts)

    def __iter__(self):
        return iter(self.counts)

    def __getitem__(self, code):
        return self.counts[code]

    def __contains__(self, code):
        return code in self.counts

    def __len__(self):
        return len(self.counts)
