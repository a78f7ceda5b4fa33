"""Stock items, adjusted in place, with an audit trail of copies taken on the way."""


def shelf(code):
    return code.strip().upper()


class Item:
    def __init__(self, sku, qty, location):
        self.sku = sku
        self.qty = qty
        self.location = shelf(location)


def adjust(items, deltas, audit):
    touched = []
    for item in items:
        delta = deltas.get(item.sku, 0)
        if delta == 0:
            continue
        item.last_delta = delta
        item.location = "recount-" + item.location
        audit.append(Item(item.sku, item.qty, item.location))
        item.qty += delta
        touched.append(item)
    return touched
