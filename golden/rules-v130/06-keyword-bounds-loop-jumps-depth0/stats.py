"""Reading filters."""


def summarize(readings, *, low=0.0, high=100.0, limit=None, unit="C"):
    kept = []
    skipped = 0
    for r in readings:
        if r < low:
            skipped += 1
            continue
        if limit is not None and len(kept) >= limit:
            break
        if r > high:
            r = high
        kept.append(r)
    mean = sum(kept) / len(kept) if kept else 0.0
    print("skipped", skipped, unit)
    return round(mean, 1)


def spread(readings):
    if not readings:
        return 0.0
    return max(readings) - min(readings)
