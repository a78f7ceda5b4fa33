"""Totals of whole orders."""
from pricing import describe_line, line_price


def order_total(order):
    items = order["items"]
    seen = set()
    qtys = [line.get("qty", 1) for line in items]
    names = {line["sku"]: describe_line(line, q) for line, q in zip(items, qtys)}
    total = sum(line_price(line, q, seen) for line, q in zip(items, qtys))
    return total, len(seen), names


def report(orders):
    rows = []
    for order in orders:
        total, distinct, _ = order_total(order)
        rows.append(f"{order['id']}: {total:.2f} ({distinct} skus)")
    return "\n".join(rows)


if __name__ == "__main__":
    print(report([
        {"id": "A1", "items": [{"sku": "p", "name": "pen", "price": 1.5, "qty": 12},
                               {"sku": "n", "name": "book", "price": 8.0, "taxed": False}]},
        {"id": "B2", "items": [{"sku": "p", "name": "pen", "price": 1.5}]},
    ]))
