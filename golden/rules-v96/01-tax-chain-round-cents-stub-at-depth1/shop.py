"""Build the invoice for one cart."""
from invoice import line_total


def parse_cart(spec):
    items = []
    for chunk in spec.split(";"):
        name, price, qty = chunk.split(":")
        items.append((name, float(price), int(qty)))
    return items


def build_invoice(items, region):
    rate = 0.2 if region == "EU" else 0.07
    currency = "EUR" if region == "EU" else "USD"
    total = 0.0
    for name, price, qty in items:
        total += line_total(price, qty, rate, currency)
    return round(total, 2)


if __name__ == "__main__":
    cart = parse_cart("pen:1.50:12;ink:12.00:1")
    print(len(cart), "lines")
    print(build_invoice(cart, "EU"))
