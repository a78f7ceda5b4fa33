"""Normalize station readings against a baseline."""

PRECISION = 2


def rescale(value, factor):
    scaled = value * factor
    return round(scaled, PRECISION)


def normalize(readings, factor, floor):
    first = readings[0]
    baseline = rescale(first, factor)
    peak = rescale(max(readings), factor)
    spread = max(readings) - min(readings)
    shift = baseline - floor
    adjusted = []
    for value in readings:
        adjusted.append(rescale(value - shift, factor))
    label = f"peak {peak} spread {spread}"
    print(label)
    return adjusted
