"""Stock levels and reservations for the packing line."""


class Backorder(LookupError):
    """Not enough stock: park this order and carry on."""


class StopLine(RuntimeError):
    """Not enough stock on a strict run: stop packing altogether."""


def check_level(sku, qty, on_hand, strict):
    have = on_hand.get(sku, 0)
    if qty > have:
        kind = StopLine if strict else Backorder
        raise kind(f"{sku}: need {qty}, have {have}")
    return have - qty


def reserve(order, on_hand, strict):
    sku = order["sku"]
    left = check_level(sku, order["qty"], on_hand, strict)
    on_hand[sku] = left
    return left
