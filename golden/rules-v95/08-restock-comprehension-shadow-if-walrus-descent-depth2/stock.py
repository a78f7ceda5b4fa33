"""Decide which items of a warehouse need restocking."""


def shortfall(have, minimum, batch):
    missing = minimum - have
    if missing <= 0:
        return 0
    return -(-missing // batch) * batch


def restock(aisles, minimum, batch, cap, zone):
    count = sum(len(shelf) for shelf in aisles.values())
    low = [(aisle, item) for aisle, shelf in sorted(aisles.items()) for item, count in shelf.items() if 0 <= count < minimum]
    if (found := len(low)) > cap:
        print(f"{zone}: {found} of {count} items low, one batch each")
    order = {}
    for aisle, item in low:
        qty = shortfall(aisles[aisle][item], minimum, batch)
        order[item] = qty if found <= cap else min(qty, batch)
    return order
