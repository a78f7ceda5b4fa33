"""Close a shop day: record the sales, value the stock and place the restock orders."""
import sys

from stock import Inventory


def close_day(inv, sales, prices):
    revenue = 0
    for item, qty in sales:
        inv.sell(item, qty)
        revenue += qty * prices[item]
    worth = inv.worth(prices)
    orders = inv.restock()
    print("revenue %d, stock worth %d" % (revenue, worth))
    return orders


def main(argv):
    prices = {"apple": 2, "pear": 3, "plum": 5}
    rules = {"apple": (10, 24), "pear": (10, 12), "plum": (5, 6)}
    inv = Inventory({"apple": 30, "pear": 8, "plum": 2}, rules)
    sales = [("apple", int(argv[0]) if argv else 25), ("pear", 3), ("plum", 4)]
    for item, qty in close_day(inv, sales, prices):
        print("order %-5s %3d" % (item, qty))


if __name__ == "__main__":
    main(sys.argv[1:])
