"""Totals for one order, printed as a receipt."""
import sys

import money

CART = [("book", 12.5, 2), ("pen", 1.2, 10)]
RATE = 0.19

eur = money.currency("eur")
subtotal = 0.0
for name, price, qty in CART:
    subtotal += price * qty
shipping = 4.9 if subtotal < 50 else 0.0
gross = money.apply_rate(subtotal, RATE)
fee = money.apply_rate(shipping, 0.0, label="fee")
total = eur.quantize(gross + fee)
print("subtotal", eur.format(subtotal))
print("total", eur.format(total))
if len(sys.argv) > 1:
    print("paid by", sys.argv[1])
