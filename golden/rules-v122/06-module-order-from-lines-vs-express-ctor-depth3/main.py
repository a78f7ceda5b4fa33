"""Prices a VIP order read from text and an express order built by hand."""
from orders import Order
from pricing import quote, label

LINES = ["2 x lamp @ 19.90", "", "1 x desk @ 149.00", "4 x bulb @ 2.50"]
RUSH = ["1 x chair @ 80.00"]


def receipt(order, total):
    head = label(order)
    return f"{head}: {total:.2f}"


def audit(orders):
    empty = [o.code for o in orders if not o.lines]
    if empty:
        print("empty orders:", ", ".join(empty))
    return len(orders) - len(empty)


regular = Order.from_lines("VIP-1", LINES)
rush = Order("R-2", express=True)
rush.add_line(RUSH[0])
regular_total = quote(regular)
rush_total = quote(rush)
print(receipt(regular, regular_total))
print(receipt(rush, rush_total))
print("orders checked:", audit([regular, rush]), "opened:", Order.opened)
