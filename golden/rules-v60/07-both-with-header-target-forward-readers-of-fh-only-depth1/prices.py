"""Load SKU prices in one currency from a set of CSV price lists."""
import csv


def load_prices(paths, currency):
    prices = {}
    loaded = []
    for path in paths:
        if not path.endswith(".csv"):
            continue
        with open(path, newline="", encoding="utf-8") as fh:
            loaded.append(path)
            reader = csv.DictReader(fh)
            for row in reader:
                if row["currency"] != currency:
                    continue
                prices[row["sku"]] = float(row["price"])
        print("read", fh.name)
    print(len(loaded), "price lists loaded")
    return prices
