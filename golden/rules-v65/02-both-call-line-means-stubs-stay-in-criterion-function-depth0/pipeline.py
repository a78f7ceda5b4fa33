"""Parse, normalize and aggregate temperature readings."""

UNITS = {"c": 1.0, "f": 0.5556}
OFFSET = {"c": 0.0, "f": -32.0}


def parse(lines, sep):
    rows = []
    for line in lines:
        name, unit, raw = line.split(sep)
        rows.append((name.strip(), unit.strip(), float(raw)))
    return rows


def normalize(rows):
    out = []
    skipped = 0
    for name, unit, value in rows:
        if unit not in UNITS:
            skipped += 1
            continue
        celsius = (value + OFFSET[unit]) * UNITS[unit]
        out.append((name, round(celsius, 1)))
    print("skipped", skipped)
    return out


def aggregate(pairs):
    sums = {}
    counts = {}
    for name, value in pairs:
        sums[name] = sums.get(name, 0.0) + value
        counts[name] = counts.get(name, 0) + 1
    return {name: sums[name] / counts[name] for name in sums}
