"""Small numeric helpers for order statistics."""


def ratio(part, whole):
    if whole == 0:
        return 0.0
    return round(part / whole, 3)


def spread(values):
    if not values:
        return 0
    lo = hi = values[0]
    for v in values[1:]:
        if v < lo:
            lo = v
        elif v > hi:
            hi = v
    return hi - lo


def clamp(x, lo, hi):
    return max(lo, min(x, hi))
