"""Item prices."""


def price(item, rates, fallback, label):
    if item.get("free"):
        return 0
    print(label, item["sku"])
    rate = rates.get(item["kind"], fallback)
    cost = item["cost"] * rate
    return cost
