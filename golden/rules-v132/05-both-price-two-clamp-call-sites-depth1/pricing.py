"""Quote a price for one order line."""


def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def quote(item, qty, coupon):
    base = item.get("price") or 0
    pct = coupon and coupon.get("pct", 0)
    price = base * (100 - (pct or 0)) / 100
    units = clamp(qty, 1, 10)
    capped = clamp(price, 0, 500)
    total = capped * units
    free_ship = total > 100 or item.get("light", False)
    return round(total, 2), free_ship
