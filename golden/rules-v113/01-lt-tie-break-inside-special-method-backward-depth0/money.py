"""Money amounts kept as integer cents, with a currency and a shelf label."""


class Money:
    def __init__(self, cents, currency="EUR", label=""):
        self.cents = cents
        self.currency = currency
        self.label = label

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError("currency mismatch")
        return Money(self.cents + other.cents, self.currency, self.label)

    def __eq__(self, other):
        return self.cents == other.cents and self.currency == other.currency

    def __lt__(self, other):
        if self.currency != other.currency:
            raise TypeError("cannot order " + self.currency + " and " + other.currency)
        mine = self.cents
        theirs = other.cents
        spread = abs(mine - theirs)
        if spread > 1000:
            print("  (wide gap between", self.label, "and", other.label + ")")
        if mine == theirs:
            first = self.label.lower()
            return first < other.label.lower()
        return mine < theirs

    def __str__(self):
        whole = self.cents // 100
        rest = self.cents % 100
        return f"{self.label}: {whole}.{rest:02d} {self.currency}"
