"""Sensor readings parsed from probe log lines."""

FLOOR = -50.0
UNIT = "C"


def parse_readings(lines, sensor):
    skipped = 0
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, _, value = line.partition("=")
        if name != sensor:
            skipped += 1
            continue
        reading = float(value)
        if reading > FLOOR:
            yield reading
        else:
            skipped += 1
    print(f"{sensor}: skipped {skipped} lines, unit {UNIT}")
