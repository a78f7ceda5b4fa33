"""Checkout totals."""
from promos import clearance, seasonal


def total(cart, config):
    promo = seasonal(config)
    outlet = clearance()
    subtotal = sum(item.price for item in cart)
    charged = promo.apply(subtotal)
    cheapest = outlet.apply(subtotal)
    note = promo.describe()
    if charged > cheapest:
        note = "clearance is cheaper"
    return round(charged, 2), note


def receipt(cart, config):
    amount, note = total(cart, config)
    return "%s (%s)" % (amount, note)
