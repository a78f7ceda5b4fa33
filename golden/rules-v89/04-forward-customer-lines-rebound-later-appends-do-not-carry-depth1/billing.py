"""Render a plain-text invoice."""


def render(invoice):
    lines = []
    customer = invoice["customer"].strip().title()
    lines.append("Bill to: " + customer)
    lines.append("Date: " + invoice["date"])
    head = "\n".join(lines)
    lines = []
    for item, qty, price in invoice["items"]:
        lines.append("%-10s %3d %8.2f" % (item, qty, qty * price))
    body = "\n".join(lines)
    width = max(len(line) for line in body.splitlines())
    rule = "-" * width
    closing = "Thank you, %s." % customer
    return "\n".join([head, rule, body, rule, closing])
