"""Parcel pricing."""


def quote(weight, distance, *, zone="domestic", insured=False, handling=2.5):
    base = weight * 0.8 + distance * 0.1
    if zone == "intl":
        base = base * 1.6
    if insured:
        print("insured parcel, weight", weight)
    total = base + handling
    return total


def volumetric(length, width, height, *, divisor=5000):
    volume = length * width * height
    return volume / divisor


def heavier(weight, length, width, height):
    vol = volumetric(length, width, height)
    return max(weight, vol)
