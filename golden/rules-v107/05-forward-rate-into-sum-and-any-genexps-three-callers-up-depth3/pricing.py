"""Line prices with optional tax."""


def line_price(item, rate):
    base = item["qty"] * item["unit"]
    if not item.get("taxed", True):
        return base
    return round(base * (1 + rate), 2)


def describe(item, rate):
    price = line_price(item, rate)
    kind = "taxed" if item.get("taxed", True) else "untaxed"
    return f"{item['qty']} x {item['unit']:.2f} ({kind}) = {price:.2f}"


def cheapest(items):
    best = None
    for item in items:
        if best is None or item["unit"] < best["unit"]:
            best = item
    return best
