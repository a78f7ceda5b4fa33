"""Quotes for bulk stationery orders."""
from cart import Cart


def quote(order):
    cart = Cart(order["customer"])
    pens = order.get("pens", 0)
    cart.add("pen", pens)
    cart.add("ink", 2)
    total = cart.total()
    count = len(cart.lines)
    return f"{order['customer']}: {count} lines, {total:.2f}"


def sample():
    demo = Cart("demo")
    demo.add("pad", 3)
    demo.clear()
    demo.add("ink")
    return demo.total()


def daily(orders):
    quotes = []
    for order in orders:
        quotes.append(quote(order))
    return quotes


ORDERS = [{"customer": "kim", "pens": 40}, {"customer": "lee", "pens": 4}]

if __name__ == "__main__":
    for line in daily(ORDERS):
        print(line)
    print(sample())
