"""Apply a conversion to each sensor reading, skipping broken ones."""


def convert_all(readings, fn, unit):
    out = []
    skipped = 0
    for reading in readings:
        if reading.get("error"):
            skipped += 1
            continue
        value = fn(reading)
        out.append(f"{value}{unit}")
    if skipped:
        print(skipped, "readings skipped")
    return out
