"""Warehouse operations."""
from inventory import Inventory


def restock(inv, order):
    for sku, qty in order:
        if qty > 0:
            inv.add(sku, qty)


def ship(inv, sku, qty):
    inv.remove(sku, qty)
    return inv.count(sku)


def process(order, shipment):
    label = "batch-%d" % len(order)
    inv = Inventory()
    restock(inv, order)
    left = ship(inv, shipment[0], shipment[1])
    print(label, "left:", left)
    return left
