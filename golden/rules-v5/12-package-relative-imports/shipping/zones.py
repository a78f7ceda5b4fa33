"""Delivery zones and their fees."""

BASE_FEE = 4.90
HEAVY_KG = 20
ZONES = {"NL": 1, "BE": 1, "DE": 2, "FR": 2, "ES": 3}
ZONE_FACTOR = {1: 1.0, 2: 1.4, 3: 1.9}


def zone_for(country):
    return ZONES.get(country.upper(), 3)


def surcharge(weight, zone):
    extra = 0.0
    if weight > HEAVY_KG:
        extra += (weight - HEAVY_KG) * 0.35
    if zone == 3:
        extra += 2.5
    return extra


def describe(zone):
    return f"zone {zone} (x{ZONE_FACTOR[zone]})"
