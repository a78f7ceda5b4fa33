"""Checkout of a shopping cart."""
from pricing import discounted, shipping_for, with_vat, boxed


def checkout(cart, code, country):
    subtotal = 0.0
    count = 0
    for qty, price in cart:
        subtotal += qty * price
        count += qty
    net = discounted(subtotal, code)
    ship = shipping_for(net, country)
    total = with_vat(net + ship, country)
    print(count, "items, shipping", ship)
    return total


def receipt(cart, code, country):
    total = checkout(cart, code, country)
    return "total %.2f EUR" % total


if __name__ == "__main__":
    cart = [(2, 12.5), (1, 30.0)]
    print(boxed(receipt(cart, "SPRING", "de")))
    print(boxed(receipt(cart, "NONE", "us")))
