"""Totals of a shopping cart."""
import sys

from prices import Price

MINIMUM = "0.50 eur"
CATALOG = {"tea": (3.5, "EUR"), "mug": (9.0, "USD"), "pot": (24.0, "GBP")}
CODES = {"SPRING": 10, "STAFF": 30}


def line_total(base, qty, reason, percent):
    euros = base.in_euro() * qty
    floor = base.parse(MINIMUM).in_euro()
    cut = base.discount(euros, reason, percent)
    best = max(cut, floor)
    print("%s x%d: %.2f" % (base.label, qty, best))
    return best


def checkout(lines, code):
    total = 0.0
    percent = CODES.get(code, 0)
    for sku, qty in lines:
        amount, currency = CATALOG[sku]
        base = Price(amount, currency)
        reason = "%s on %s" % (code, sku)
        total += line_total(base, qty, reason, percent)
    return round(total, 2)


if __name__ == "__main__":
    print(checkout([("tea", 2), ("mug", 1)], sys.argv[1] if len(sys.argv) > 1 else "SPRING"))
