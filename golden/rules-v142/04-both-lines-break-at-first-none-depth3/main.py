"""Fill an order until the first unknown item."""

from inventory import reserve


def fill(order):
    total = 0
    lines = 0
    for name, qty in order:
        got = reserve(name, qty)
        if got is None:
            print("unknown item", name)
            break
        lines += 1
        total += got
    return total, lines


def main():
    order = [("Apple", 2), ("plum", 9), ("kiwi", 1), ("pear", 1)]
    total, lines = fill(order)
    print("total", total, "lines", lines)


main()
