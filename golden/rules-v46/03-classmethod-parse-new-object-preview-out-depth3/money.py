"""Fixed-point money values that never change once built."""


class Money:
    CURRENCIES = ("EUR", "USD", "GBP")

    def __init__(self, cents, currency):
        self.cents = cents
        self.currency = currency

    @classmethod
    def parse(cls, text):
        amount, code = text.split()
        code = code.upper()
        if code not in cls.CURRENCIES:
            code = cls.CURRENCIES[0]
        return cls(cls.to_cents(amount), code)

    @staticmethod
    def to_cents(amount):
        whole, _, frac = amount.partition(".")
        return int(whole) * 100 + int((frac + "00")[:2])

    def plus(self, other):
        return Money(self.cents + other.cents, self.currency)

    def scaled(self, factor):
        return Money.parse("%.2f %s" % (self.cents * factor / 100, self.currency))

    def format(self):
        return "%d.%02d %s" % (self.cents // 100, self.cents % 100, self.currency)
