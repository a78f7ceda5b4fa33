"""Price a basket through the cache, listing the prices that must be refreshed."""
from cache import fetch

DEFAULT_MAX_AGE = 300


def cached_prices(store, skus, policy, now):
    max_age = policy.get("max_age", DEFAULT_MAX_AGE)
    prices = {}
    stale = []
    for sku in skus:
        value, state = fetch(store, sku, max_age, now)
        if state == "hit":
            prices[sku] = value
        else:
            stale.append(sku)
    return prices, stale


def basket_total(store, basket, policy, now):
    prices, stale = cached_prices(store, list(basket), policy, now)
    total = sum(prices[sku] * basket[sku] for sku in prices)
    print("refresh", stale, "size", len(store))
    return round(total, 2), bool(stale)


if __name__ == "__main__":
    store = {"a1": {"stamp": 100, "value": 9.5}, "b2": {"stamp": 900, "value": 4.0}}
    print(basket_total(store, {"a1": 2, "b2": 3, "c3": 1}, {"max_age": 200}, 1000))
    print(sorted(store))
