"""Price rules."""

TAX = 0.2
DISCOUNTS = {"book": 0.1}


def unit_price(kind, base):
    rate = DISCOUNTS.get(kind, 0.0)
    return base * (1 - rate)


def with_tax(amount):
    return round(amount * (1 + TAX), 2)
