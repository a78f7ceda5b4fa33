"""Ship the day's paid orders and print the manifest."""
import sys

from orders import Order, manifest, paid, revenue, ship


def dispatch(orders, today):
    ready = paid(orders)
    day = today.strip()
    sent = ship(ready, day)
    income = revenue(ready)
    print(len(sent), "parcels,", income, "paid")
    return manifest(sent)


def main(argv):
    today = argv[0] if argv else "2024-05-02 "
    orders = [Order("A-1", 30.0, "paid"), Order("A-2", 12.5, "open"), Order("A-3", 8.0, "paid")]
    for line in dispatch(orders, today):
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
