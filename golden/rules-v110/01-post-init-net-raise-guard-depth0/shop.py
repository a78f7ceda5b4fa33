"""Builds a basket of line items and prints an invoice."""
from dataclasses import replace

from items import LineItem


def build_basket(rows):
    basket = []
    for sku, price, qty, disc in rows:
        try:
            item = LineItem(sku, price, qty, disc)
        except ValueError as err:
            print("skipped:", err)
            continue
        basket.append(item)
    return basket


def invoice(basket):
    total = 0.0
    for item in basket:
        print(item.describe())
        total += item.subtotal
    return round(total, 2)


def main():
    rows = [
        ("pen", 1.5, 4, 0.0),
        ("lamp", 40.0, 1, 0.8),
        ("cable", 6.0, -2, 0.0),
    ]
    basket = build_basket(rows)
    bulk = replace(basket[0], quantity=100)
    basket.append(bulk)
    print("total", invoice(basket))


if __name__ == "__main__":
    main()
