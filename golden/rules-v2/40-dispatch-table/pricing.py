"""Amounts in integer cents."""

CARD_RATE = 0.029
FLAT_FEE = 30


def cents(value):
    return int(round(float(value) * 100))


def fee_for(amount, method):
    if method == "card":
        return int(amount * CARD_RATE) + FLAT_FEE
    return FLAT_FEE


def format_cents(amount):
    return "%d.%02d" % divmod(amount, 100)
