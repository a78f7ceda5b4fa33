"""Stock levels; a shortage carries how many units are missing."""


class Shortage(LookupError):
    def __init__(self, sku, missing):
        super().__init__(f"{sku}: {missing} short")
        self.sku = sku
        self.missing = missing


def check_level(sku, qty, on_hand):
    have = on_hand.get(sku, 0)
    missing = qty - have
    if missing > 0:
        raise Shortage(sku, missing)
    return have - qty


def require_listed(sku, on_hand):
    if sku not in on_hand:
        raise Shortage(sku, 1)


def reserve(order, on_hand):
    sku = order["sku"]
    require_listed(sku, on_hand)
    left = check_level(sku, order["qty"], on_hand)
    on_hand[sku] = left
    order["status"] = "reserved"
    return left
