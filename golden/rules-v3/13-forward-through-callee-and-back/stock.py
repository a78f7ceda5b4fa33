"""Stock arithmetic shared by the order and restock flows."""

SAFETY_STOCK = 5


def clamp_qty(qty, ceiling):
    if qty < 0:
        return 0
    return min(qty, ceiling)


def reorder_amount(on_hand, target):
    gap = target - on_hand - SAFETY_STOCK
    return clamp_qty(gap, target)
