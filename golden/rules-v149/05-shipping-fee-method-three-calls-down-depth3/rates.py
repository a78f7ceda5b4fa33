"""Shipping rate tables for the order pipeline."""

ZONES = {"north": 4, "south": 6, "islands": 15}
HEAVY_KG = 20
HEAVY_SURCHARGE = 9
FREE_OVER = 100
CURRENCY = "EUR"


def zone_base(zone):
    if zone in ZONES:
        return ZONES[zone]
    return 25


def heavy_extra(weight):
    if weight > HEAVY_KG:
        return HEAVY_SURCHARGE
    return 0


def loyalty(count):
    if count >= 3:
        return 2
    return 0


def money(amount):
    return "%d %s" % (amount, CURRENCY)
