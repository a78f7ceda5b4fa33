"""Build an invoice from an order and print its receipt."""
from pricing import price_line, receipt

CATALOG = {"pen": 1.5, "pad": 4.0, "ink": 7.25}
WIDTH = 28


def build_invoice(order, catalog, discount):
    notes = []
    total = 0.0
    for item, qty in order:
        unit = catalog[item] * (1 - discount)
        total += price_line(item, qty, unit, notes)
    print("priced", len(order), "lines")
    return round(total, 2), notes


def checkout(order, member):
    discount = 0.1 if member else 0.0
    total, notes = build_invoice(order, CATALOG, discount)
    text = receipt(notes, total, WIDTH)
    print(text)
    return total


if __name__ == "__main__":
    ORDER = [("pen", 4), ("pad", 0), ("ink", 2)]
    DUE = checkout(ORDER, True)
    print("due", DUE)
