"""Coupon discounts, capped per order."""

COUPONS = {"SAVE10": 10.0, "HALF": 0.5, "BIG": 80.0}


def coupon_value(code, subtotal):
    if code not in COUPONS:
        raise KeyError(code)
    rate = COUPONS[code]
    return subtotal * rate if rate < 1 else rate


def cents(amount):
    return round(amount + 1e-9, 2)


def capped(amount, cap):
    if cap <= 0:
        raise ValueError(f"cap must be positive, got {cap}")
    amount = max(amount, 0.0)
    return cents(min(amount, cap))


def discount_for(code, subtotal, cap):
    raw = coupon_value(code, subtotal)
    off = capped(raw, cap)
    label = code.strip().upper()
    note = f"{label} -{off:.2f}"
    return off, note


def loyalty_bonus(points):
    return capped(points / 100, 5.0)
