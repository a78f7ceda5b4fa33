"""Quote shipping for a few parcels."""

from pricing import shipping_cost


def quote_all(parcels):
    quotes = []
    for weight, zone, express in parcels:
        cost = shipping_cost(weight, zone, express)
        if cost is None:
            continue
        quotes.append(cost)
    return quotes


parcels = [
    (3, "local", True),
    (None, "local", False),
    (0, "local", False),
    (4, "remote", False),
    (2, "abroad", True),
]
print("quotes:", quote_all(parcels))
