"""Invoice lines rendered with the money helpers."""
from money import cell, total_cell


def item_rows(items, currency, compact):
    places = 0 if compact else 2
    width = 10 if compact else 16
    rows = []
    for sku, price, qty in items:
        label = sku.upper()
        subtotal = price * qty
        remark = f"{qty} x {price}"
        amount = cell(label, subtotal, currency, width=width, note=remark, places=places)
        rows.append(f"{label:<8}{amount}")
    return rows


def render_invoice(order, compact=False):
    currency = order.get("currency", "EUR")
    header = f"Invoice {order['id']} ({currency})"
    rows = item_rows(order["items"], currency, compact)
    footer = total_cell([p * q for _, p, q in order["items"]], currency, width=10 if compact else 16, grouping=False)
    return "\n".join([header, *rows, footer])


if __name__ == "__main__":
    print(render_invoice({"id": 42, "currency": "USD", "items": [("pen", 1.5, 4), ("desk", 1249.0, 1)]}))
    print(render_invoice({"id": 43, "items": [("mug", 8.0, 2)]}, compact=True))
