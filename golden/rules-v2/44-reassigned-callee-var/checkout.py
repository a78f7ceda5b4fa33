"""Checkout totals."""
from quote import quote


def order_total(cart, address):
    items = sum(line["price"] * line["qty"] for line in cart["lines"])
    parcel = {"weight": cart["weight"]}
    shipping = quote(parcel, address["country"], gift_wrap=cart.get("gift", False))
    return items + shipping
