"""Prices an order: express orders pay a surcharge, VIP orders a discount."""


def goods_total(order):
    total = 0.0
    for name, qty, price in order.lines:
        total += qty * price
    return round(total, 2)


def quote(order, surcharge=0.15):
    goods = goods_total(order)
    if order.express:
        goods += goods * surcharge
    elif order.code.startswith("VIP"):
        goods -= 5.0
    return round(goods, 2)


def label(order):
    kind = "express" if order.express else "regular"
    return f"{order.code} ({kind}, {len(order.lines)} lines)"
