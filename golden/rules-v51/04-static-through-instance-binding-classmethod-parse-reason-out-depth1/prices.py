"""Prices in several currencies, in the style of a small money library."""


class Price:
    RATES = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17}

    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency

    @classmethod
    def parse(cls, text):
        amount, currency = cls.split(text)
        return cls(float(amount), currency)

    @staticmethod
    def split(text):
        parts = text.split()
        return parts[0], parts[-1].upper()

    @staticmethod
    def discount(amount, reason, percent):
        print("discount %s: %d%%" % (reason, percent))
        return round(amount * (100 - percent) / 100, 2)

    def in_euro(self):
        return self.amount * Price.RATES[self.currency]

    @property
    def label(self):
        return "%.2f %s" % (self.amount, self.currency)
