"""Invoice summary text."""
import fmtutil
from fmtutil import leader, money

WIDTH = 72
PLACES = 0


def item_line(label, amount):
    text = money(amount, fmtutil.PLACES)
    line = leader(label, text)
    return line


def summary(items, title):
    rows = [fmtutil.center(title)]
    total = 0
    for label, amount in items:
        rows.append(item_line(label, amount))
        total += amount
    rows.append("-" * fmtutil.WIDTH)
    rows.append(leader("Total", money(total, PLACES), WIDTH))
    return "\n".join(rows)


if __name__ == "__main__":
    print(summary([("Widgets", 1234.5), ("Gadgets", 99)], "Invoice 42"))
