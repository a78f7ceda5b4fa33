"""Scanning of sensor sample windows for the first out-of-band value."""

BAND = (10.0, 90.0)


def in_band(value, band=BAND):
    low, high = band
    return low <= value <= high


def first_outlier(samples, spec, step=1):
    name, *bounds = spec.split(":")
    lo, hi = int(bounds[0]), int(bounds[-1])
    label = f"{name} up to {hi}"
    if lo > hi:
        lo, hi = hi, lo
    start = cursor = lo
    hit = None
    while True:
        if cursor >= min(hi, len(samples)):
            break
        if not in_band(samples[cursor]):
            hit = cursor
            break
        cursor += step
    scanned = cursor - start
    return label, hit, scanned


def report(samples, specs):
    lines = []
    for spec in specs:
        label, hit, scanned = first_outlier(samples, spec)
        where = "none" if hit is None else str(hit)
        lines.append(f"{label}: first outlier at {where} after {scanned} samples")
    return "\n".join(lines)
