"""Route statistics for the trip planner."""
from units import make_offset, make_scaler


def leg_metres(leg):
    unit = leg.get("unit", "km")
    to_metres = make_scaler(unit)
    distance = float(leg["distance"])
    metres = to_metres(distance)
    return metres


def elevation_gain(points, base):
    adjust = make_offset(-base)
    gain = 0.0
    for a, b in zip(points, points[1:]):
        gain += max(0.0, adjust(b) - adjust(a))
    return gain


def total_metres(legs):
    total = 0.0
    for leg in legs:
        total += leg_metres(leg)
    return total
