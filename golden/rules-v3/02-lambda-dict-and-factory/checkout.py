"""Checkout totals for the web shop."""
from pricing import VAT, pick_rule

FREE_SHIPPING = 100


def line_total(item):
    return item["price"] * item["qty"]


def checkout(cart, customer, coupon=None):
    subtotal = sum(line_total(i) for i in cart)
    qty = sum(i["qty"] for i in cart)
    shipping = 0 if subtotal > FREE_SHIPPING else 4.99
    apply = pick_rule(customer, coupon)
    discounted = apply(subtotal, qty)
    tax = round(discounted * VAT, 2)
    return {"net": discounted, "tax": tax, "shipping": shipping}
