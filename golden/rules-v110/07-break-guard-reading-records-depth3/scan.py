"""Converts raw rows to Celsius readings and reports the first breach."""
from sensors import Reading, first_breach


def to_celsius(value, unit):
    if unit == "F":
        return (value - 32) * 5 / 9
    return value


def scan(rows, offset, ceiling):
    readings = []
    names = []
    for sensor, value, unit in rows:
        c = to_celsius(value, unit) + offset
        reading = Reading(sensor, round(c, 1), False)
        reading.check(-40)
        readings.append(reading)
        names.append(sensor)
    breach, checked = first_breach(readings, ceiling)
    label = breach.describe() if breach else "none"
    print("sensors:", ", ".join(names))
    return f"{checked} checked, first breach: {label}"


ROWS = [
    ("hall", 68.0, "F"),
    ("probe", -60.0, "C"),
    ("attic", 31.5, "C"),
    ("roof", 35.0, "C"),
]

if __name__ == "__main__":
    print(scan(ROWS, 0.5, 30.0))
