"""Check and price the lines of an order against a catalogue."""


def check_line(sku, qty, max_qty):
    if qty <= 0:
        raise ValueError("%s: quantity must be positive" % sku)
    if qty > max_qty:
        raise ValueError("%s: at most %d per order" % (sku, max_qty))
    print("checked", sku, qty)


def unit_price(sku, catalog, cap):
    if sku not in catalog:
        return 0
    price = catalog[sku]
    if price > cap:
        return cap
    return price
