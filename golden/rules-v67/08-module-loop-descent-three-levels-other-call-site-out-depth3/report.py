"""Expense report, printed when the module is imported or run."""

import sys

from textfmt import HEADER, render

EXPENSES = [("train ticket\tberlin", 89.9), ("hotel", 240.0), ("coffee", 3.5)]
WIDTH = 14
if "--wide" in sys.argv:
    WIDTH = 24

lines = [HEADER]
total = 0.0
for name, amount in EXPENSES:
    total += amount
    if amount < 5:
        continue
    row = render(name, amount, WIDTH)
    lines.append(row)
print("\n".join(lines))
print("total", round(total, 2))
