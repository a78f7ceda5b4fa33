"""Shipping quotes for single parcels."""
from . import zones
from .zones import BASE_FEE, ZONE_FACTOR as FACTORS, describe

MIN_FEE = 3.5
BASE_FEE = max(BASE_FEE, MIN_FEE)
FREE_ABOVE = 150.0


def quote_parcel(country, weight, order_total=0.0):
    zone = zones.zone_for(country)
    label = describe(zone)
    fee = BASE_FEE * FACTORS[zone]
    fee += zones.surcharge(weight, zone)
    if order_total >= FREE_ABOVE:
        fee = 0.0
    return round(fee, 2), label
