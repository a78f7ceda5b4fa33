"""Shipping rate calculators."""

BASE_FEE = 4.5
PER_KG = 1.2
TIERS = [(1.0, 3.0), (5.0, 7.5), (20.0, 15.0)]


def flat_rate(weight, zone):
    return BASE_FEE + PER_KG * weight


def tiered_rate(weight, zone):
    for limit, price in TIERS:
        if weight <= limit:
            return price * zone
    return TIERS[-1][1] * zone + PER_KG * (weight - TIERS[-1][0])


def express_rate(weight, zone):
    return 2 * tiered_rate(weight, zone) + BASE_FEE


DEFAULT_RATE = flat_rate
