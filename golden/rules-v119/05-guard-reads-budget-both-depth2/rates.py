"""Discount and tax tables for the shop."""

TAX = 0.08
LOYAL_YEARS = 5


def member_discount(member):
    match member:
        case {"tier": "gold" | "platinum"}:
            return 0.2
        case {"tier": "silver", "years": years} if years >= LOYAL_YEARS:
            return 0.15
        case {"tier": "silver"}:
            return 0.1
        case {"tier": tier}:
            print("no discount for tier", tier)
    return 0.0


def shipping(weight):
    return 5.0 if weight > 2 else 2.5
