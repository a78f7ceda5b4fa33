"""Pricing helpers shared by the till and the web shop."""


def parse_cart(text):
    cart = []
    for row in text.strip().splitlines():
        sku, price, qty = row.split(",")
        cart.append({"sku": sku.strip(), "price": float(price), "qty": int(qty)})
    return cart


def net_price(entry, currency):
    amount = entry["price"] * entry["qty"]
    if entry["qty"] >= 10:
        amount = amount * 0.95
    print(f"  {entry['sku']}: {amount:.2f} {currency}")
    return round(amount, 2)


def tax(amount, rate):
    return round(amount * rate, 2)
