"""Money arithmetic in cents-exact floats."""


def round_cents(amount, places=2):
    factor = 10 ** places
    return int(amount * factor + 0.5) / factor


def format_amount(amount, currency="EUR"):
    return "%.2f %s" % (amount, currency)
