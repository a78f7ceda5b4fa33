"""Sensor sweep: summarise the readings of one greenhouse."""


def clean(values, floor):
    kept = [v for v in values if v is not None and v >= floor]
    return kept


def summarise(name, values, floor):
    kept = clean(values, floor)
    if not kept:
        return f"{name}: no data"
    if any(v > 40 for v in kept):
        return f"{name}: ALARM, {max(kept)} degrees"
    peak = max(v for v in kept)
    mean = sum(kept) / len(kept)
    spread = peak - min(v for v in kept)
    report = f"{name}: mean {mean:.1f}, peak {peak}, spread {spread}"
    return report


def hottest(values):
    return max((v for v in values if v is not None), default=None)
