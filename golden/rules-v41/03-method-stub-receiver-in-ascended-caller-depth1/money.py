"""Currency rounding and display, in the style of a small money library."""

PLACES = {"EUR": 2, "JPY": 0, "BHD": 3}


class Currency:
    def __init__(self, code):
        self.code = code.upper()
        self.places = PLACES.get(self.code, 2)

    def round(self, amount, mode):
        factor = 10 ** self.places
        if mode != "half-up":
            print("rounding mode %s not supported, using half-up" % mode)
        return int(amount * factor + 0.5) / factor

    def label(self, amount):
        return "%.*f %s" % (self.places, amount, self.code)


class Book:
    def __init__(self, code, rate, rounding=None):
        self.currency = Currency(code)
        self.rate = rate
        self.rounding = rounding
