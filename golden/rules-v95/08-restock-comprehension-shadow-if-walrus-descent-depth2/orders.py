"""Turn warehouse stock levels into purchase order lines."""
from stock import restock


def purchase(warehouse, config):
    minimum = config.get("minimum", 10)
    batch = config.get("batch", 12)
    cap = config.get("max_lines", 3)
    label = warehouse["name"].title()
    order = restock(warehouse["aisles"], minimum, batch, cap, label)
    lines = [f"{item} x{qty}" for item, qty in order.items() if qty > 0]
    return [f"Order for {label}"] + lines


if __name__ == "__main__":
    aisles = {"A": {"bolts": 3, "nuts": 40}, "B": {"pins": 0, "rivets": 9, "washers": -1}}
    depot = {"name": "north depot", "aisles": aisles}
    rules = {"minimum": 10, "batch": 6, "max_lines": 2}
    print("\n".join(purchase(depot, rules)))
