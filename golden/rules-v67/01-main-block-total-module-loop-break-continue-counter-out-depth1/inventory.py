"""Stock records and the restock arithmetic used by the warehouse script."""

SAFETY = 5
PACK = 12


def parse_line(line):
    sku, _, qty = line.partition(",")
    return sku.strip(), int(qty)


def ceil_div(a, b):
    return -(-a // b)


def shortfall(qty, target):
    missing = target + SAFETY - qty
    if missing <= 0:
        return 0
    packs = ceil_div(missing, PACK)
    return packs * PACK


def label(sku, count):
    return f"{sku}: order {count}"
