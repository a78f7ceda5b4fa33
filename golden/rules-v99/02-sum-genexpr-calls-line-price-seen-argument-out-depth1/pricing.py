"""Prices of single order lines."""

TAX_RATE = 0.2
BULK_QTY = 10


def line_price(item, qty, seen):
    seen.add(item["sku"])
    price = item["price"] * qty
    if item.get("taxed", True):
        price = price * (1 + TAX_RATE)
    if qty >= BULK_QTY:
        price = price * 0.9
    return round(price, 2)


def describe_line(item, qty):
    return f'{qty} x {item["name"]}'
