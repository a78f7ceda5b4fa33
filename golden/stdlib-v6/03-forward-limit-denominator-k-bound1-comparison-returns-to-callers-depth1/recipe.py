"""Friendly fractions for the quantities printed on a recipe card."""
from fractions_limit import Fraction

KITCHEN_DENOMINATOR = 8


def nice_amount(value, limit=KITCHEN_DENOMINATOR):
    exact = Fraction(value)
    approx = exact.limit_denominator(limit)
    whole, part = divmod(approx, 1)
    unit = "cup" if value <= 1 else "cups"
    if part == 0:
        return "%d %s" % (whole, unit)
    if whole == 0:
        return "%s %s" % (part, unit)
    return "%d %s %s" % (whole, part, unit)


def card_line(name, value):
    amount = Fraction(value).limit_denominator(16)
    label = name.title()
    return "%-12s %s" % (label, amount)


if __name__ == "__main__":
    for name, value in [("flour", 2.3333), ("sugar", 0.7), ("milk", 1.5)]:
        print(nice_amount(value), "|", card_line(name, value))
