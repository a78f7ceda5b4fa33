"""Price a basket with the shop's current tax and member discount."""
import os
import sys

from pricing import apply_tax, subtotal
from rates import DISCOUNT, ROUND_TO, TAX

BASKET = [("tea", 3.5, 2), ("cups", 2.25, 6), ("pot", 18.0, 1)]
MEMBER = os.environ.get("SHOP_MEMBER") == "1"
if "--member" in sys.argv:
    MEMBER = True

if __name__ == "__main__":
    base = subtotal(BASKET)
    if MEMBER:
        base = base * (1 - DISCOUNT)
    total = apply_tax(base, TAX, ROUND_TO)
    print(f"subtotal {base:.2f}")
    print(f"total {total:.2f}")
