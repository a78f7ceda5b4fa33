"""Running totals over a stream of sensor readings."""


def summarize(readings, scale):
    total = 0.0
    count = 0

    def add(value):
        nonlocal total, count
        total += value * scale
        count += 1

    def label(total):
        rounded = round(total, 1)
        return f"{rounded:.1f}"

    for reading in readings:
        if reading is None:
            continue
        add(reading)
    mean = total / count if count else 0.0
    peak = label(max(r for r in readings if r is not None))
    return {"mean": round(mean, 2), "n": count, "peak": peak}
