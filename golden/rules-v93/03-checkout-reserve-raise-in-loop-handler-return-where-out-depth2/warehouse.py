"""Reserve the lines of an order against the warehouse stock."""


def reserve(stock, lines, limit, where):
    taken = []
    count = 0
    for sku, qty in lines:
        have = stock.get(sku, 0)
        label = sku.upper()
        if qty > have:
            raise LookupError("%s: only %d of %s left" % (where, have, label))
        taken.append((sku, qty))
        count += qty
        if count >= limit:
            break
    return taken
