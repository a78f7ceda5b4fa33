"""Aggregate typed events into a nested totals record."""


def aggregate(events, limit=3):
    totals = {}
    skipped = 0
    for ev in events:
        kind = ev.get("kind", "misc")
        if kind == "noise":
            skipped += 1
            continue
        if kind not in totals:
            totals[kind] = {"n": 0, "sum": 0}
        totals[kind]["n"] += 1
        totals[kind]["sum"] += ev.get("value", 0)
        if totals[kind]["n"] >= limit:
            break
    extra = totals.pop("misc", None)
    return totals, skipped, extra


def describe(totals):
    parts = []
    for kind, rec in sorted(totals.items()):
        parts.append(f"{kind}={rec['n']}")
    return ", ".join(parts)
