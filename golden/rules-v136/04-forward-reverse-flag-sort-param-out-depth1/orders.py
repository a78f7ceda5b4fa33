"""Named sort orders for a stock table."""

ORDERS = {
    "name": lambda r: r["name"],
    "price": lambda r: r["price"],
    "stock": lambda r: -r["qty"],
}


def order_rows(rows, mode, descending):
    key = ORDERS.get(mode, ORDERS["name"])
    before = rows[0]["name"]
    rows.sort(key=key, reverse=descending)
    moved = rows[0]["name"] != before
    return moved


def describe(mode, descending):
    direction = "descending" if descending else "ascending"
    return "sorted by %s, %s" % (mode, direction)
