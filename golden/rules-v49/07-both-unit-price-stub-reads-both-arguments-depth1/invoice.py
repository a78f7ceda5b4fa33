"""Invoice text for an order."""
from pricing import unit_price


def invoice_line(item, qty, customer):
    tier = customer.get("tier", "retail")
    region = customer.get("region", "eu")
    unit = unit_price(item, tier, region)
    total = round(unit * qty, 2)
    return "%-6s %4d x %7.2f = %8.2f" % (item["sku"], qty, unit, total)


def footer(order):
    return "order %s, %d lines" % (order["id"], len(order["lines"]))


def render_invoice(order, customer):
    lines = ["Invoice for " + customer["name"]]
    for item, qty in order["lines"]:
        lines.append(invoice_line(item, qty, customer))
    lines.append(footer(order))
    return "\n".join(lines)


if __name__ == "__main__":
    order = {"id": "A-17", "lines": [({"sku": "bolt", "price": 0.4}, 250), ({"sku": "drill", "price": 89.0}, 1)]}
    customer = {"name": "Acme", "tier": "trade", "region": "ch"}
    print(render_invoice(order, customer))
