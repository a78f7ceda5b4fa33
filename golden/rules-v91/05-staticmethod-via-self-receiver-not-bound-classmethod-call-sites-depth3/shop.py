"""Checkout for the web shop."""
from basket import Basket, TaxedBasket

CURRENCY = "EUR"
ORDER = [("tea", 450, 2), ("cup", 900, 0), ("pot", 2500, 1)]


def unique_skus(rows):
    seen = set()
    for sku, _, _ in rows:
        seen.add(sku)
    return sorted(seen)


def checkout(rows, business):
    if business:
        basket = Basket.from_rows(CURRENCY, rows)
    else:
        basket = TaxedBasket.from_rows(CURRENCY, rows)
    return basket.total()


if __name__ == "__main__":
    print(unique_skus(ORDER))
    print(checkout(ORDER, False))
