"""Discount rules for order lines, one rule object per promotion."""


class Percent:
    def __init__(self, rate, cap=None):
        self.rate = rate
        self.cap = cap


class Fixed:
    def __init__(self, amount, per_unit=False):
        self.amount = amount
        self.per_unit = per_unit


class BuyNGetOne:
    def __init__(self, n):
        self.n = n


def capped(value, cap):
    if cap is not None and value > cap:
        return cap
    return value


def free_units(qty, n):
    return qty // (n + 1)


def discount(rule, price, qty):
    note = type(rule).__name__.lower()
    match rule:
        case Percent(rate=rate, cap=cap) if 0 < rate <= 100:
            off = capped(price * qty * rate / 100, cap)
        case Fixed(amount=amount, per_unit=True):
            off = amount * qty
        case Fixed(amount=amount):
            off = amount
        case BuyNGetOne(n=n) if qty > n:
            off = free_units(qty, n) * price
            note = note + " x" + str(n)
        case _:
            off = 0.0
    return round(min(off, price * qty), 2), note
