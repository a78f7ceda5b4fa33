"""Check out shopping carts against the warehouse stock."""
from warehouse import reserve

MAX_UNITS = 6
PRICES = {"apple": 3, "pear": 4, "plum": 2}


def checkout(stock, cart):
    order_id = cart["id"]
    site = "web/" + order_id
    try:
        taken = reserve(stock, cart["lines"], MAX_UNITS, site)
    except LookupError as err:
        print(order_id, "declined:", err)
        return {"order": order_id, "status": "declined"}
    total = sum(PRICES[sku] * qty for sku, qty in taken)
    return {"order": order_id, "status": "ok", "total": total}


def run(carts):
    stock = {"apple": 5, "pear": 2, "plum": 9}
    results = []
    for cart in carts:
        results.append(checkout(stock, cart))
    return results


if __name__ == "__main__":
    carts = [
        {"id": "A1", "lines": [("apple", 2), ("pear", 1)]},
        {"id": "B2", "lines": [("pear", 5)]},
        {"id": "C3", "lines": [("plum", 4), ("plum", 3), ("apple", 1)]},
    ]
    results = run(carts)
    for result in results:
        print(result)
