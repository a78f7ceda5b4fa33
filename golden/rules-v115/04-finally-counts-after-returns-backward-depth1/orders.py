"""Quote a batch of orders against stock and report units per lookup."""

from warehouse import Stock


def fulfil(stock, orders, note):
    filled = 0
    for item, qty in orders:
        filled += stock.quote(item, qty)
    print(note, "filled", filled)
    rate = filled / stock.lookups
    return round(rate, 2)


def main():
    spare = Stock({"bolt": 1})
    spare.quote("bolt", 1)
    stock = Stock({"bolt": 5, "nut": 2, "pin": 0})
    orders = [("bolt", 3), ("nut", 4), ("pin", 2), ("gear", 1)]
    rate = fulfil(stock, orders, "batch-1")
    print("units per lookup:", rate)
    print("spare lookups:", spare.lookups)


if __name__ == "__main__":
    main()
