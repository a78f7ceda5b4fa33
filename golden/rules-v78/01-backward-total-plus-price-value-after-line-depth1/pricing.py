"""Unit prices with a bulk discount, in the style of a small shop backend."""

BULK_MIN = 10
BULK_OFF = 0.05
TAX_RATE = 0.2


def unit_price(item, catalog):
    base = catalog[item["sku"]]
    if item["qty"] >= BULK_MIN:
        base = base * (1 - BULK_OFF)
    return base


def round_cents(amount):
    return int(amount * 100 + 0.5) / 100


def load_catalog(rows):
    catalog = {}
    for sku, price in rows:
        catalog[sku] = float(price)
    return catalog
