"""Per-user traffic statistics from access-log events."""


def summarize(events, limit):
    stats = {}
    skipped = 0
    for ev in events:
        if "user" not in ev or ev.get("size") is None:
            skipped += 1
            continue
        user = ev["user"]
        if user not in stats:
            stats[user] = {"count": 0, "bytes": 0, "last": None}
        stats[user]["count"] += 1
        stats[user]["bytes"] += ev["size"]
        stats[user]["last"] = ev.get("ts")
    heavy = []
    for name in sorted(stats):
        used = stats[name]["bytes"]
        if used > limit:
            heavy.append(name)
    print(f"{skipped} malformed events skipped")
    return heavy, stats


def busiest(stats):
    top = None
    for name, entry in stats.items():
        if top is None or entry["count"] > stats[top]["count"]:
            top = name
    return top
