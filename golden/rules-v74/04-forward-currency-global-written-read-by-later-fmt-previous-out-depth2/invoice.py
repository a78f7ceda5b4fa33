"""Render an invoice in the customer's currency."""
import money


def render_invoice(customer, items):
    lines = ["Invoice for " + customer["name"]]
    lines.append("Deposit held: " + money.fmt(customer["deposit"]))
    currency = customer.get("currency", "$")
    old = money.set_currency(currency)
    print("currency was", old)
    for name, price, qty in items:
        lines.append("%-10s %3d %12s" % (name, qty, money.fmt(price * qty)))
    count = money.formatted_count()
    print(count, "amounts formatted")
    return "\n".join(lines)


def email_body(customer, items):
    text = render_invoice(customer, items)
    return "Dear %s,\n\n%s\n" % (customer["name"], text)


if __name__ == "__main__":
    CUSTOMER = {"name": "Ada", "currency": "eur", "deposit": 20.0}
    ITEMS = [("widget", 2.5, 4), ("gadget", 10.0, 1)]
    print(email_body(CUSTOMER, ITEMS))
