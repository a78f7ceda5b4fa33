"""A stock report printed as a fixed-width table."""
import sys

from fmt import cell, row


def footer(items, width):
    total = sum(qty * price for name, qty, price in items)
    rule = "=" * (width * 3 + 6)
    return rule + "\n" + cell(total, width)


def stock_table(items, width):
    lines = []
    for name, qty, price in items:
        lines.append(row([qty, price], width, name))
    lines.append(footer(items, width))
    return "\n".join(lines)


if __name__ == "__main__":
    ITEMS = [("bolts", 120, 0.25), ("washers", 4000, 0.015), ("hex nuts m12 zinc", 75, 0.4)]
    WIDTH = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    print(stock_table(ITEMS, WIDTH))
