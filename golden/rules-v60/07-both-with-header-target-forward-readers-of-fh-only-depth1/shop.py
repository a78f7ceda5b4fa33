"""Price a shopping basket from the price lists kept in a folder."""
import os
import tempfile

from prices import load_prices


def price_table(folder, currency):
    paths = [os.path.join(folder, name) for name in sorted(os.listdir(folder))]
    table = load_prices(paths, currency)
    print(len(table), "prices in", currency)
    return table


def basket_total(folder, basket, currency):
    table = price_table(folder, currency)
    total = 0.0
    for sku, qty in basket.items():
        total += table.get(sku, 0.0) * qty
    return round(total, 2)


if __name__ == "__main__":
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "a.csv"), "w", encoding="utf-8") as fh:
        fh.write("sku,currency,price\npen,EUR,1.50\npen,USD,1.70\nink,EUR,4.00\n")
    with open(os.path.join(tmp, "notes.txt"), "w", encoding="utf-8") as fh:
        fh.write("not a price list\n")
    print(basket_total(tmp, {"pen": 3, "ink": 1, "pad": 2}, "EUR"))
