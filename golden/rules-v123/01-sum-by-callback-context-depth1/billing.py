"""Invoice and shipping figures for an order."""
from helpers import sum_by

TAX_RATE = 0.2
PACKING_KG = 0.25
FREE_SHIPPING = 50.0


def price_of(line):
    name, qty, unit = line
    net = qty * unit
    return round(net * (1 + TAX_RATE), 2)


def weight_of(parcel):
    return parcel["kg"] + PACKING_KG


def invoice_total(lines, delivery):
    subtotal = sum_by(lines, price_of)
    carriage = price_of(delivery)
    if subtotal >= FREE_SHIPPING:
        carriage = 0.0
    print(f"{len(lines)} lines, subtotal {subtotal}")
    total = subtotal + carriage
    return round(total, 2)


def shipping_weight(parcels):
    weight = sum_by(parcels, weight_of)
    return round(weight, 3)
