"""Build invoices for a batch of orders."""
from billing import check_line, unit_price

CATALOG = {"pen": 2, "ink": 9, "pad": 4}


def invoice(order, max_qty, cap):
    total = 0
    lines = []
    for sku, qty in order["lines"]:
        check_line(sku, qty, max_qty)
        price = unit_price(sku, CATALOG, cap)
        amount = price * qty
        total += amount
        lines.append("%s x%d = %d" % (sku, qty, amount))
    return {"id": order["id"], "lines": lines, "total": total}


def run(orders, policy):
    max_qty = policy["max_qty"]
    cap = policy["cap"]
    results = []
    for order in orders:
        bill = invoice(order, max_qty, cap)
        results.append(bill)
    return results


if __name__ == "__main__":
    policy = {"max_qty": 5, "cap": 6}
    orders = [{"id": 1, "lines": [("pen", 3), ("ink", 1)]}, {"id": 2, "lines": [("pad", 4), ("cap", 2)]}]
    print(run(orders, policy))
