"""Turning submitted order lines into carts."""
from cart import Cart


def parse_order(lines):
    order = []
    for line in lines:
        sku, price, qty = line.split(",")
        order.append((sku.strip(), float(price), int(qty)))
    return order


def build_cart(order, currency):
    cart = Cart(currency)
    for sku, price, qty in order:
        if qty <= 0:
            continue
        cart.add(sku, price, qty)
    print("skus:", cart.skus())
    return cart


def checkout(lines, currency):
    cart = build_cart(parse_order(lines), currency)
    return "%s %.2f after %s" % (cart.currency, cart.total, ", ".join(cart.log))


if __name__ == "__main__":
    print(checkout(["B2, 9.99, 2", "C3, 4.50, 0", "A1, 1.25, 4"], "EUR"))
