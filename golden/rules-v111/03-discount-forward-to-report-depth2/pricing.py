"""Price calculations for the invoice tool."""


def parse_items(lines):
    items = []
    for line in lines:
        name, price, qty = line.split("|")
        items.append({"name": name, "price": float(price), "qty": int(qty)})
    return items


def line_total(item):
    return item["price"] * item["qty"]


def apply_discount(amount, rate):
    if rate <= 0:
        return amount
    cut = amount * rate
    return amount - cut


def compute(items, cfg):
    subtotal = 0.0
    count = 0
    for item in items:
        subtotal += line_total(item)
        count += item["qty"]
    discount = cfg["discount"]
    if count >= cfg["bulk_from"]:
        discount = discount + cfg["bulk_bonus"]
    net = apply_discount(subtotal, discount)
    shipping = apply_discount(cfg["shipping"], 0.0)
    summary = {"count": count, "net": net, "shipping": shipping}
    summary["total"] = net + shipping
    return summary


def heaviest(items):
    best = items[0]
    for item in items[1:]:
        if item["qty"] > best["qty"]:
            best = item
    return best["name"]
