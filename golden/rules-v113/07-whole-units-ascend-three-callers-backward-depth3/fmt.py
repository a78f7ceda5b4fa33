"""Fixed-width text for amounts given in cents."""


def format_cents(cents, symbol):
    sign = ""
    if cents < 0:
        sign = "-"
        cents = -cents
    whole = cents // 100
    rest = cents % 100
    return f"{sign}{whole:,}.{rest:02d} {symbol}"


def format_row(label, cents, width, symbol="EUR"):
    amount = format_cents(cents, symbol)
    gap = width - len(label) - len(amount)
    if gap < 1:
        gap = 1
    return label + " " * gap + amount


def price_tag(name, cents):
    return name + ": " + format_cents(cents, "EUR")
