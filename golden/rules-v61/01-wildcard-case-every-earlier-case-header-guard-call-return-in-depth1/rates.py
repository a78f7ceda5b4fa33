"""Shipping rates for parcels, by destination zone and weight."""

FLAT = 4.5
HEAVY = 20.0
EMBARGO = {"batteries": {"IS", "NO"}, "spirits": {"FI", "NO"}}


def embargoed(country, items):
    for item in items:
        if country in EMBARGO.get(item, ()):
            return True
    return False


def rate(parcel, zone, express=False):
    weight = parcel["kg"]
    surcharge = 0.0
    match zone:
        case "local":
            base = FLAT
        case "national" | "islands" if weight < HEAVY:
            base = FLAT * 2
            surcharge = 1.5 if zone == "islands" else 0.0
        case ("eu", country) if embargoed(country, parcel["items"]):
            return None
        case ("eu", country):
            base = 12.0 if country in ("DE", "FR", "NL") else 15.0
        case _:
            base = 30.0 + weight * 1.2
            surcharge = 5.0
    if express:
        surcharge += base * 0.5
    return round(base + surcharge, 2)
