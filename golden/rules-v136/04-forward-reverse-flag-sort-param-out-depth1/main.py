"""Print a stock table in the order the user asked for."""

import sys

from orders import order_rows


def load_rows():
    return [
        {"name": "anchor", "price": 4.5, "qty": 0},
        {"name": "bolt", "price": 0.2, "qty": 500},
        {"name": "clamp", "price": 2.0, "qty": 40},
    ]


def main(argv):
    rows = load_rows()
    extras = [{"name": "zip tie", "price": 0.1, "qty": 900}]
    mode = argv[1] if len(argv) > 1 else "price"
    desc = "--desc" in argv
    header = "%-8s %6s" % ("item", mode)
    changed = order_rows(rows, mode, desc)
    order_rows(extras, "name", False)
    print(header)
    for r in rows:
        print("%-8s %6.2f" % (r["name"], r["price"]))
    if changed:
        print("(reordered)")
    print(len(extras), "extra")


main(sys.argv)
