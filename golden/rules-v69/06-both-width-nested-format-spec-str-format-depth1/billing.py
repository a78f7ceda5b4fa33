from columns import render_invoice


def invoice_text(order, compact):
    lines = [(item["sku"], item["qty"] * item["unit"]) for item in order["items"]]
    gap = 1 if compact else 4
    currency = order.get("currency", "EUR")
    text = render_invoice(lines, currency, gap)
    title = f"Invoice {order['id']}"
    return title + "\n" + text


def main():
    order = {"id": 42, "currency": "USD", "items": [{"sku": "widget", "qty": 3, "unit": 2.5}, {"sku": "gear-large", "qty": 1, "unit": 1200.0}]}
    print(invoice_text(order, compact=False))


if __name__ == "__main__":
    main()
