"""Daily fulfilment: ship what is in stock, park what is short."""
from inventory import reserve


def fulfil(orders, on_hand, strict):
    shipped = []
    parked = []
    for order in orders:
        try:
            reserve(order, on_hand, strict)
        except RuntimeError:
            break
        except LookupError:
            parked.append(order["id"])
            continue
        shipped.append(order["id"])
    return shipped, parked


def run_day(orders, stock, strict_skus):
    strict = any(o["sku"] in strict_skus for o in orders)
    shipped, parked = fulfil(orders, stock, strict)
    print(f"parked: {parked}, stock left: {stock}")
    return shipped


if __name__ == "__main__":
    stock = {"pen": 5, "ink": 1, "pad": 2}
    monday = [
        {"id": 1, "sku": "pen", "qty": 2},
        {"id": 2, "sku": "ink", "qty": 3},
        {"id": 3, "sku": "pen", "qty": 2},
    ]
    print("monday shipped:", run_day(monday, stock, {"pad"}))
    tuesday = [{"id": 4, "sku": "pad", "qty": 5}, {"id": 5, "sku": "pen", "qty": 1}]
    print("tuesday shipped:", run_day(tuesday, stock, {"pad"}))
