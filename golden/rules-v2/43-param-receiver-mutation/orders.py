"""Order fulfilment across warehouses."""
from stock import Warehouse


def ship(store, order):
    sku = order["sku"]
    qty = order.get("qty", 1)
    ok = store.reserve(sku, qty)
    if not ok:
        print("backordered:", sku)
    return ok


def fulfil(orders, levels):
    depot = Warehouse("main", levels)
    shipped = []
    for order in orders:
        if order.get("hold"):
            continue
        if ship(depot, order):
            shipped.append(order["id"])
    print("shipped %d of %d orders" % (len(shipped), len(orders)))
    return depot


def rush(order, levels):
    spare = Warehouse("spare", levels)
    ok = ship(spare, order)
    return ok, spare
