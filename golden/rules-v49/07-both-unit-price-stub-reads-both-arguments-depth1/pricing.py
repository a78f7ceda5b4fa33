"""Unit prices with customer tiers, in the style of a small invoicing library."""

TIER_RATES = {"retail": 1.0, "trade": 0.85, "partner": 0.7}
ZONES = ("eu", "uk", "us")


def discount_for(tier, region):
    if region not in ZONES:
        print("warning: no tax zone for", region)
    rate = TIER_RATES.get(tier, 1.0)
    return rate


def unit_price(item, tier, region):
    base = item["price"]
    factor = discount_for(tier, region)
    return round(base * factor, 2)
