"""Filters over warehouse stock rows."""


def below(qty, limit):
    margin = limit - qty
    return margin > 0


def low_stock(rows, limit):
    for row in rows:
        if row["sku"].startswith("#"):
            continue
        qty = row["qty"]
        if below(qty, limit):
            yield row["sku"], qty


def total_units(rows):
    units = 0
    for row in rows:
        if not row["sku"].startswith("#"):
            units += row["qty"]
    return units
