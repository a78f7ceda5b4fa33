"""Money helpers: tax and rounding to cents."""


def round_cents(amount, places):
    scale = 10 ** places
    scaled = int(amount * scale + 0.5)
    return scaled / scale


def apply_tax(amount, rate, places):
    tax = amount * rate
    gross = amount + tax
    return round_cents(gross, places)


def describe(amount, currency):
    symbol = {"EUR": "EUR ", "USD": "$"}.get(currency, "")
    return f"{symbol}{amount:.2f}"
