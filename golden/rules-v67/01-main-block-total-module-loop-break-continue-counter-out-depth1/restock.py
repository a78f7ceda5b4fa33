"""Warehouse restock script: reads stock lines and prints the orders."""

import sys

from inventory import label, parse_line, shortfall

TARGET = 40
LINES = ["bolt, 12", "nut, 50", "washer, 33", "end, 0", "pin, 3"]

orders = {}
skipped = 0
for line in LINES:
    sku, qty = parse_line(line)
    if sku == "end":
        break
    need = shortfall(qty, TARGET)
    if need == 0:
        skipped += 1
        continue
    orders[sku] = need

if __name__ == "__main__":
    verbose = "-v" in sys.argv
    total = sum(orders.values())
    for sku in sorted(orders):
        print(label(sku, orders[sku]))
    if verbose:
        print("skipped", skipped)
    print("total", total)
