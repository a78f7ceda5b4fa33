"""Apply stock events, decoded from a JSON feed, to an inventory table."""


def sku_key(sku):
    return sku.strip().upper()


def restock(table, sku, qty):
    key = sku_key(sku)
    table[key] = table.get(key, 0) + qty
    return table[key]


def reserve(table, sku, qty):
    key = sku_key(sku)
    have = table.get(key, 0)
    if have < qty:
        return False
    table[key] = have - qty
    return True


def describe(fields):
    return ", ".join("%s=%s" % (name, fields[name]) for name in sorted(fields))


def apply_events(table, events, audit):
    rejected = []
    for event in events:
        match event:
            case {"op": "restock", "sku": sku, "qty": int(qty)} if qty > 0:
                restock(table, sku, qty)
            case {"op": "reserve", "sku": sku, "qty": int(qty)}:
                if not reserve(table, sku, qty):
                    rejected.append(sku)
            case {"op": "note", **fields}:
                audit.append(describe(fields))
            case _:
                rejected.append(repr(event))
    return rejected
