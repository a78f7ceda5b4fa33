"""Shipping quotes for the web shop."""
from .quote import quote_parcel


def cheapest(countries, weight, order_total):
    quotes = {c: quote_parcel(c, weight, order_total)[0] for c in countries}
    return min(quotes, key=quotes.get)
