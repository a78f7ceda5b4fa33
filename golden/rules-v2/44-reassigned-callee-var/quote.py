"""Shipping quotes for the checkout page."""
from rates import DEFAULT_RATE, express_rate, tiered_rate

EU = ("DE", "FR", "NL", "BE")


def zone_for(country):
    if country in EU:
        return 1
    return 3


def quote(parcel, country, gift_wrap=False):
    weight = parcel["weight"]
    zone = zone_for(country)
    pick = DEFAULT_RATE
    if weight > 2.0:
        pick = tiered_rate
    cost = pick(weight, zone)
    if gift_wrap:
        cost += 2.0
    return round(cost, 2)


def express_quote(parcel, country):
    return round(express_rate(parcel["weight"], zone_for(country)), 2)
