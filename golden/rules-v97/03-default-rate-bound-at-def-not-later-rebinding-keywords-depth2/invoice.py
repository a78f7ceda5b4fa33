"""Invoice totals with a gross price per line."""
from pricing import gross

FEE_RATE = 0.10


def line_total(item, qty):
    net = item["price"] * qty
    if item.get("fee"):
        return gross(net, places=0, rate=FEE_RATE)
    return gross(net)


def invoice_total(items):
    lines = []
    for item, qty in items:
        if qty == 0:
            continue
        lines.append(line_total(item, qty))
    return sum(lines)


if __name__ == "__main__":
    order = [({"price": 10.0}, 3), ({"price": 4.0}, 0), ({"price": 45.0, "fee": True}, 1)]
    print(invoice_total(order))
