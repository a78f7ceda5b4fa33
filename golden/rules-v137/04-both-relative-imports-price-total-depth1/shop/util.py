"""Shared helpers for the shop package."""

TAX = 0.2
ROUND = 2


def clean(sku):
    return sku.strip().upper()


def normalize(price):
    if price < 0:
        raise ValueError("negative price")
    return round(price, ROUND)


def with_tax(amount, rate=TAX):
    return amount * (1 + rate)


def describe(sku, price):
    return "%s @ %.2f" % (sku, price)
