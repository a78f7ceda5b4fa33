"""Unit conversion factories for route planning."""

TO_METRES = {"m": 1.0, "km": 1000.0, "mi": 1609.344, "ft": 0.3048}


def make_scaler(unit, digits=1):
    if unit not in TO_METRES:
        raise KeyError("unknown unit: " + unit)
    k = TO_METRES[unit]
    name = "%s->m" % unit

    def scale(v):
        metres = v * k
        return round(metres, digits)

    print("built converter", name)
    return scale


def make_offset(delta):
    def shift(v):
        return v + delta

    return shift
