"""Build the rows of an order report."""
import sys

from rowlib import add_row, copy_rows, count_rows, with_header

ORDERS = [("pen", 3, 1.5), ("pad", 2, 4.25), ("ink", 1, 7.0)]


def build(orders, keep_backup):
    rows = []
    backup = []
    total = 0.0
    for name, qty, price in orders:
        amount = add_row(rows, name, qty, price)
        total += amount
    count = count_rows(rows)
    if keep_backup:
        copy_rows(backup, rows)
    table = with_header(rows)
    body = sorted(rows)
    print(count, len(backup), len(table), round(total, 2))
    return body


def main(argv):
    orders = list(ORDERS)
    if "--extra" in argv:
        orders.append(("cap", 4, 0.99))
    body = build(orders, "--backup" in argv)
    for row in body:
        print(row)


if __name__ == "__main__":
    main(sys.argv[1:])
