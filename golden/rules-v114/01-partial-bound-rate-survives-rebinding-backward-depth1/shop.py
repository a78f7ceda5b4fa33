"""Checkout demo: tax every cart line, apply a coupon, add shipping."""

import functools
import sys

from tax import add_tax, discount_rate, tax_rate

SHIP_TAX = 0.1


def load_cart():
    cart = [12.5, 3.2, 40.0]
    return cart


def checkout(prices, region, coupon, shipping):
    rate = tax_rate(region)
    with_tax = functools.partial(add_tax, rate)
    rate = discount_rate(coupon)
    saving = sum(prices) * rate
    fee = add_tax(SHIP_TAX, shipping)
    gross = sum(map(with_tax, prices)) + fee
    total = round(gross - saving, 2)
    return total


def main(argv):
    coupon = argv[0] if argv else "SAVE10"
    cart = load_cart()
    region = "EU"
    if "--uk" in argv:
        region = "UK"
    print("total", checkout(cart, region, coupon, 4.5))
    print("sample", checkout([10.0], "XX", coupon, 0.0))


if __name__ == "__main__":
    main(sys.argv[1:])
