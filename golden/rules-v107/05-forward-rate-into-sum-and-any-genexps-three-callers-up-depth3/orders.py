"""Invoices for customer orders."""
from pricing import cheapest, describe, line_price


def order_total(items, region):
    rate = 0.2 if region == "EU" else 0.07
    if any(item["qty"] <= 0 for item in items):
        raise ValueError("order has an empty line")
    total = sum(line_price(item, rate) for item in items)
    if any(line_price(item, rate) > 100 for item in items):
        total = round(total * 0.95, 2)
    return total


def invoice(order):
    net = sum(line_price(item, 0.0) for item in order["items"])
    label = "bulk" if net > 500 else "standard"
    total = order_total(order["items"], order["region"])
    return f"{order['id']}: {total:.2f} ({label})"


def invoices(orders):
    lines = []
    for order in orders:
        lines.append(invoice(order))
    return lines


ORDERS = [
    {"id": "A1", "region": "EU", "items": [{"qty": 2, "unit": 60.0}, {"qty": 1, "unit": 5.0, "taxed": False}]},
    {"id": "B2", "region": "US", "items": [{"qty": 10, "unit": 55.0}]},
]

if __name__ == "__main__":
    for text in invoices(ORDERS):
        print(text)
    first = ORDERS[0]["items"]
    print(describe(cheapest(first), 0.2))
