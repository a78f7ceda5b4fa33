"""Price lookups for the shop."""

from . import util
from .util import clean, TAX

PRICES = {"APL": 1.5, "PER": 2.25, "KIW": 0.8}


def price_of(sku, qty):
    key = clean(sku)
    base = PRICES.get(key, 0.0)
    total = util.normalize(base * qty)
    taxed = total + total * TAX
    return taxed


def label(sku):
    key = clean(sku)
    return util.describe(key, PRICES.get(key, 0.0))


def cheapest():
    best = min(PRICES, key=PRICES.get)
    return best, PRICES[best]
