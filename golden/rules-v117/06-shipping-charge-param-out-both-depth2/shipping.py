"""Shipping zones and the charges booked on an order."""
import asyncio

ZONES = {"EU": 1.2, "US": 1.5, "ASIA": 2.1}
EU = ("DE", "FR", "IT", "NL")


async def zone_factor(country, overrides):
    await asyncio.sleep(0)
    if country in overrides:
        return overrides[country]
    region = "EU" if country in EU else "US"
    return ZONES[region]


async def add_charge(order, label, amount):
    await asyncio.sleep(0)
    order["charges"].append((label, amount))
    order["total"] += amount
    order["count"] += 1


def describe(order):
    parts = [f"{label}={amount:.2f}" for label, amount in order["charges"]]
    return ", ".join(parts)
