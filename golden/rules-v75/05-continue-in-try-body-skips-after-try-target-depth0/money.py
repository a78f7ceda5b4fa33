"""Amounts in cents: rounding to cents and printing them back."""

SYMBOLS = {"EUR": "EUR ", "USD": "$"}
DEFAULT_SYMBOL = "EUR "


def to_cents(amount):
    cents = round(amount * 100)
    return int(cents)


def format_cents(cents, currency="EUR"):
    sign = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    symbol = SYMBOLS.get(currency, DEFAULT_SYMBOL)
    return "%s%s%d.%02d" % (sign, symbol, whole, rest)


def parse_cents(text):
    whole, _, frac = text.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])
