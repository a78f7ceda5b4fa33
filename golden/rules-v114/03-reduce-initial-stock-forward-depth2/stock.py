"""Stock ledger: fold stock movements into per-SKU counts."""

import functools

REORDER_AT = 5


def apply_move(counts, move):
    sku, qty = move
    if sku.startswith("#"):
        print("skipping note", sku)
        return counts
    updated = dict(counts)
    updated[sku] = updated.get(sku, 0) + qty
    return updated


def parse_move(line):
    sku, qty = line.split(":")
    return sku.strip(), int(qty)


def closing_stock(opening, lines, correction, label):
    moves = [parse_move(line) for line in lines]
    volume = functools.reduce(lambda n, m: n + abs(m[1]), moves, 0)
    print(label, "moved", volume, "units")
    stock = functools.reduce(apply_move, moves, opening)
    if correction:
        stock = apply_move(stock, correction)
    reorder = [sku for sku in sorted(stock) if stock[sku] < REORDER_AT]
    return reorder
