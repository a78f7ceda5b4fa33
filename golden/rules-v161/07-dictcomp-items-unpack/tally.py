"""Tally a dict built by a comprehension."""


def tally(prices, qty, min_qty):
    kept = {k: qty[k] for k in prices if qty.get(k, 0) >= min_qty}
    total = 0
    lines = 0
    for k, v in kept.items():
        lines += 1
        total += prices[k] * v
    return total


print(tally({"a": 2, "b": 5}, {"a": 3, "b": 1}, 2))
