"""Cart totals."""
from pricing import price


def checkout(cart, rates, base):
    total = 0
    default = base * 1.5
    tag = "line"
    for item in cart["items"]:
        total += price(item, rates, default, tag)
    return total
