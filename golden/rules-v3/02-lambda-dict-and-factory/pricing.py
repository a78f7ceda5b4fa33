"""Discount rules applied at checkout."""

VAT = 0.2
MEMBER_RATE = 0.1
BULK_THRESHOLD = 10
BULK_RATE = 0.05

RULES = {
    "member": lambda total, qty: total * (1 - MEMBER_RATE),
    "bulk": lambda total, qty: total * (1 - BULK_RATE) if qty >= BULK_THRESHOLD else total,
    "none": lambda total, qty: total,
}


def coupon_rule(percent):
    factor = 1 - percent / 100
    label = "coupon -%d%%" % percent
    print("using", label)
    return lambda total, qty: total * factor


def pick_rule(customer, coupon=None):
    if coupon is not None:
        return coupon_rule(coupon)
    if customer.get("member"):
        return RULES["member"]
    return RULES.get(customer.get("tier", "none"), RULES["none"])


def describe_rules():
    return ", ".join(sorted(RULES))
