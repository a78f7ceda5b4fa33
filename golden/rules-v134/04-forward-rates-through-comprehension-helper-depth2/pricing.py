"""Regional price tables."""


def clamp(value, floor=0.0):
    if value < floor:
        return floor
    return round(value, 2)


def apply_rates(prices, table):
    count = len(prices)
    scaled = {k: clamp(v * table.get(k, 1.0)) for k, v in prices.items()}
    print("priced", count, "regions")
    return scaled


def cheapest(table):
    best = None
    for region, price in table.items():
        if best is None or price < table[best]:
            best = region
    return best
