"""Price arithmetic shared by the billing scripts."""

RATE = 0.15
TAX = 0.2
MIN_CHARGE = 1.0


def cents(value):
    return round(value, 2)


def line_total(hours, rate):
    cost = hours * rate
    if cost < MIN_CHARGE:
        cost = MIN_CHARGE
    return cents(cost)


def with_tax(amount):
    taxed = amount * (1 + TAX)
    return cents(taxed)


def fmt(label, amount):
    width = 10
    return f"{label:<{width}}{amount:>8.2f}"
