"""Tiny shop package."""
from shop.orders import Order


def checkout(customer, cart):
    order = Order()
    for kind, base, qty in cart:
        if qty <= 0:
            continue
        order.add(kind, base, qty)
    print("receipt for", customer)
    return order.total()


RECEIPT = checkout("ann", [("book", 10.0, 2), ("pen", 1.5, 0), ("pen", 1.5, 4)])
