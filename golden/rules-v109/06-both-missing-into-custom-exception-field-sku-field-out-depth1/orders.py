"""Place a day's orders; shortages are totalled per item from the exception."""
from stock import Shortage, reserve


def place_all(orders, on_hand):
    placed = []
    short = {}
    for order in orders:
        try:
            reserve(order, on_hand)
            placed.append(order["id"])
        except Shortage as err:
            short[err.sku] = short.get(err.sku, 0) + err.missing
    return placed, short


if __name__ == "__main__":
    stock = {"pen": 4, "ink": 1}
    day = [
        {"id": 1, "sku": "pen", "qty": 3},
        {"id": 2, "sku": "ink", "qty": 3},
        {"id": 3, "sku": "pen", "qty": 2},
        {"id": 4, "sku": "pad", "qty": 1},
    ]
    placed, short = place_all(day, stock)
    print("placed:", placed, "short:", short, "left:", stock)
