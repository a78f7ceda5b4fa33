"""Monthly invoice run for a small hosting provider."""

import sys

from pricing import RATE, fmt, line_total, with_tax

PLAN_RATE = 0.12
if "--promo" in sys.argv:
    PLAN_RATE = 0.09
USAGE = {"cpu": 310, "disk": 5, "egress": 45}

lines = []
for item, hours in USAGE.items():
    cost = line_total(hours, PLAN_RATE)
    lines.append((item, cost))
subtotal = sum(cost for _, cost in lines)
total = with_tax(subtotal)
base = line_total(sum(USAGE.values()), RATE)
if total > base:
    note = "above list price"
else:
    note = "at or below list price"
for item, cost in lines:
    print(fmt(item, cost))
print(fmt("total", total), note)
