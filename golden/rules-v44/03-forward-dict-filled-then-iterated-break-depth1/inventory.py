def restock(levels, minimum, cap):
    orders = {}
    skipped = 0
    for name, qty in levels.items():
        if name.startswith("_"):
            skipped += 1
            continue
        if qty < minimum:
            orders[name] = minimum - qty
    print("skipped", skipped)
    total = 0
    placed = []
    for name in sorted(orders):
        if total + orders[name] > cap:
            break
        total += orders[name]
        placed.append(name)
    return placed


def describe(placed, levels):
    lines = []
    for name in placed:
        lines.append(name + " (has " + str(levels[name]) + ")")
    return "; ".join(lines)
