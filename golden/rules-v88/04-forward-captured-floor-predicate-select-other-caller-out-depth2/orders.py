"""Order reports built from caller-supplied tests."""
from filters import first, select


def big_orders(orders, minimum):
    floor = minimum * 100
    print("orders from", floor, "cents")

    def is_big(order):
        cents = order["cents"]
        return cents >= floor

    big = select(orders, is_big, label="big")
    names = [order["customer"] for order in big]
    total = sum(order["cents"] for order in big)
    return names, total


def late_orders(orders, today):
    def is_late(order):
        return order["due"] < today

    late = select(orders, is_late, label="late")
    oldest = first(late, is_late)
    return [order["id"] for order in late], oldest


if __name__ == "__main__":
    book = [
        {"id": 1, "customer": "Ada", "cents": 12000, "due": 3},
        {"id": 2, "customer": "Bo", "cents": 800, "due": 9},
        {"id": 3, "customer": "Cy", "cents": 56000, "due": 5},
    ]
    print(big_orders(book, 100))
    print(late_orders(book, 6))
