"""Warehouse report: closing stock and the reorder list."""

import sys

from stock import closing_stock

MOVES = ["bolt: 12", "nut: 30", "# audit: 0", "bolt: -9", "washer: 4"]


def read_moves(argv):
    if argv:
        with open(argv[0]) as handle:
            return handle.read().splitlines()
    return list(MOVES)


def main(argv):
    opening = {"bolt": 2, "nut": 1}
    opening["washer"] = 0
    label = "week " + (argv[1] if len(argv) > 1 else "1")
    lines = read_moves(argv)
    reorder = closing_stock(opening, lines, ("nut", -28), label)
    print("opening was", opening)
    if reorder:
        print("reorder:", ", ".join(reorder))
    else:
        print("nothing to reorder")


def self_test():
    reorder = closing_stock({"gear": 9}, ["gear: -5"], None, "test")
    assert reorder == ["gear"], reorder
    print("self-test ok")


if __name__ == "__main__":
    self_test()
    main(sys.argv[1:])
