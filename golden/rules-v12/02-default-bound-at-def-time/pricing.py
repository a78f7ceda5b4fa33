"""Prices with value-added tax."""
RATE = 0.20
DIGITS = 2


def taxed(amount, rate=RATE):
    return round(amount * (1 + rate), DIGITS)


def set_rate(new_rate):
    global RATE
    RATE = new_rate


def current_rate():
    return RATE


RATE = 0.25
