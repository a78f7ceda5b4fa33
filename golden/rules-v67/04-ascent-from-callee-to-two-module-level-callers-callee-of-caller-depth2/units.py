"""Unit conversion for sensor readings."""

SCALES = {"c": (1.0, 0.0), "f": (1.8, 32.0), "k": (1.0, 273.15)}
ALIASES = {"celsius": "c", "fahrenheit": "f", "kelvin": "k"}
DEFAULT_UNIT = "c"


def _alias(unit):
    return ALIASES.get(unit, unit)


def normalize(unit):
    unit = _alias(unit.strip().lower())
    if unit not in SCALES:
        unit = DEFAULT_UNIT
    return unit


def convert(celsius, unit):
    factor, offset = SCALES[unit]
    value = celsius * factor + offset
    digits = 1 if unit != "k" else 2
    return round(value, digits)


def describe(unit):
    return "degrees " + unit.upper()


FREEZING_F = convert(0.0, "f")
