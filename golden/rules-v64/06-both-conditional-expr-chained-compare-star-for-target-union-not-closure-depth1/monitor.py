"""Alarm classification of sensor rows against per-kind limits."""

FALLBACK = (0.0, 100.0)


def limits_for(kind, table):
    low, high = table.get(kind, FALLBACK)
    return (low, high) if low <= high else (high, low)


def classify(rows, kind, table, strict):
    low, high = limits_for(kind, table)
    slack = 0.0 if strict else (high - low) * 0.05
    floor = low - slack
    ceiling = high + slack
    alarms = []
    worst = None
    for stamp, *values in rows:
        trough, peak = min(values), max(values)
        state = "ok" if floor <= trough <= peak <= ceiling else "low" if trough < floor else "high"
        worst = peak if worst is None or peak > worst else worst
        if state != "ok":
            alarms.append(f"{stamp} {state} {trough:.1f}..{peak:.1f}")
    print(kind, "worst", worst, "slack", slack)
    return alarms
