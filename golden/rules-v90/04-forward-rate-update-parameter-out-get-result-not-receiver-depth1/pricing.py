"""Price-list helpers: currency conversion and the cheapest item."""


def convert(prices: dict, rate, label):
    tag = label.upper()
    scaled = {sku: round(price * rate, 2) for sku, price in prices.items()}
    prices.update(scaled)
    print("converted", len(scaled), "prices to", tag)
    return len(scaled)


def cheapest(prices: dict):
    ranked = sorted(prices, key=prices.get)
    return ranked[0]


def total(prices: dict):
    return round(sum(prices.values()), 2)
