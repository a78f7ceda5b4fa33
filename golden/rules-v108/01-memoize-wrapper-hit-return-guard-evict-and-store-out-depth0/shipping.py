"""Shipping quotes, memoized because the zone lookup is slow."""
from cache import cached, describe

ZONES = {"EU": 1.0, "UK": 1.4, "US": 2.2}


@cached(limit=2)
def quote(weight, zone="EU"):
    base = 4.5 + 0.8 * weight
    return round(base * ZONES[zone], 2)


@cached(limit=8)
def parcels(total_weight, max_weight=20):
    count = 0
    while total_weight > 0:
        total_weight -= max_weight
        count += 1
    return count


def basket(weights, zone):
    prices = [quote(w, zone=zone) for w in weights]
    return round(sum(prices), 2), parcels(sum(weights))


if __name__ == "__main__":
    print(basket([2, 5, 2], "UK"))
    print(quote(2, zone="UK"), quote(3), quote(7))
    print(describe(quote))
    print(describe(parcels))
