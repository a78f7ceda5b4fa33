"""Money rounding helpers shared by the payroll scripts."""


def to_cents(amount):
    cents = int(round(amount * 100))
    if cents < 0:
        raise ValueError("negative pay")
    return cents / 100


def split(amount, parts):
    share = to_cents(amount / parts)
    rest = to_cents(amount - share * (parts - 1))
    return [share] * (parts - 1) + [rest]


def label(amount, symbol="$"):
    return f"{symbol}{amount:,.2f}"


def percent(part, whole):
    if whole == 0:
        return 0.0
    return to_cents(100 * part / whole)
