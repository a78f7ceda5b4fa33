"""Shipping cost of an order: one rate per parcel, free over a subtotal."""
from rates import rate

FREE_OVER = 100.0


def shipping_for(order):
    zone = order["zone"]
    if order.get("pickup"):
        zone = "local"
    costs = []
    for parcel in order["parcels"]:
        costs.append(rate(parcel, zone, order.get("express", False)))
    if None in costs:
        return None
    if order["subtotal"] >= FREE_OVER:
        return 0.0
    return round(sum(costs), 2)


def summary(order):
    cost = shipping_for(order)
    label = "blocked" if cost is None else "%.2f" % cost
    return order["id"] + ": " + label


if __name__ == "__main__":
    print(summary({"id": "A1", "zone": "national", "subtotal": 40.0, "parcels": [{"kg": 2.0, "items": []}, {"kg": 25.0, "items": []}]}))
    print(summary({"id": "A2", "zone": ["eu", "NO"], "subtotal": 60.0, "parcels": [{"kg": 1.0, "items": ["batteries"]}]}))
    print(summary({"id": "A3", "zone": ["eu", "DE"], "express": True, "subtotal": 30.0, "parcels": [{"kg": 1.0, "items": ["books"]}]}))
    print(summary({"id": "A4", "zone": "mars", "pickup": True, "subtotal": 10.0, "parcels": [{"kg": 3.0, "items": []}]}))
    print(summary({"id": "A5", "zone": "world", "subtotal": 150.0, "parcels": [{"kg": 2.0, "items": []}]}))
