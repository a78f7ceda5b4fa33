"""Currency amounts in the style of a small money library."""


def decimals(code):
    return 0 if code in ("JPY", "KRW") else 2


class Currency:
    def __init__(self, code):
        self.code = code
        self.places = decimals(code)

    def quantize(self, amount):
        step = 10 ** self.places
        return round(amount * step) / step

    def format(self, amount):
        return "%s %.*f" % (self.code, self.places, amount)


def currency(code):
    return Currency(code.upper())


def apply_rate(amount, rate, label="tax"):
    extra = amount * rate
    if extra < 0:
        print("negative", label, "on", amount)
    return amount + extra
