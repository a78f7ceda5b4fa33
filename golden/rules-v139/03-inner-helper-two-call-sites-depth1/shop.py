"""Checkout flow."""
from pricing import price_summary


def checkout(cart, member):
    rate = 0.1 if member else 0.0
    text = price_summary(cart, rate)
    return text


BASKET = [(2, 1.5), (1, 4.25)]
print(checkout(BASKET, True))
print(checkout(BASKET, False))
