"""Stock lookups with nested guard clauses."""

STOCK = {"apple": 4, "pear": 0, "plum": 7}


def find_item(name):
    if not name:
        return None
    key = name.lower()
    if key not in STOCK:
        return None
    return STOCK[key]


def reserve(name, wanted):
    have = find_item(name)
    if have is None:
        return None
    if have < wanted:
        print("short on", name)
        return 0
    return wanted
