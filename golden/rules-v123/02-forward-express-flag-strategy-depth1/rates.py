"""Per-kilogram shipping rates and the helper that applies one to a parcel."""

HANDLING = 1.5
EXPRESS_PER_KG = 4.0
STANDARD_PER_KG = 1.75


def express_rate(kg):
    return 6.0 + kg * EXPRESS_PER_KG


def standard_rate(kg):
    if kg < 1:
        return 3.0
    return kg * STANDARD_PER_KG


def charge(parcel, rate_fn):
    base = rate_fn(parcel["kg"])
    if parcel.get("fragile"):
        base += HANDLING
    return round(base, 2)
