"""Tax rates per region and product category."""

RATES = {"eu": 0.2, "uk": 0.2, "us": 0.07}
REDUCED = {"books", "food"}


def rate_for(region, category):
    rate = RATES.get(region, 0.1)
    if category in REDUCED:
        rate = rate / 2
    if region == "us":
        rate += 0.01
    return round(rate, 4)


def known_region(region):
    return region in RATES
