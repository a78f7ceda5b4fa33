"""Thermostat settings and limits."""

MIN_TEMP = 12
MAX_TEMP = 26
EVENING = 22
MORNING = 7
UNITS = "C"


def clamp(value, low, high):
    if value < low:
        return low
    if value > high:
        return high
    return value


def target_for(hour, day_target, night_target):
    if MORNING <= hour < EVENING:
        return day_target
    return night_target


def show(temp):
    return "%.1f%s" % (temp, UNITS)
