"""Add up sales rows, rejecting unknown products and bad quantities."""


def parse_qty(text):
    qty = int(text)
    if qty < 0:
        raise ValueError(f"negative quantity {text!r}")
    return qty


def check_sku(sku, known):
    if sku not in known:
        raise KeyError(sku)


def total_sales(rows, known):
    total = 0.0
    rejected = []
    for row in rows:
        sku, qty_text, price_text = row.split(",")
        try:
            check_sku(sku, known)
            qty = parse_qty(qty_text)
        except (KeyError, ValueError) as e:
            rejected.append(f"{row}: {e}")
            continue
        price = float(price_text)
        total += qty * price
    return total, rejected
