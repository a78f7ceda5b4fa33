from events import aggregate


def load_events():
    return [
        {"kind": "click", "value": 2},
        {"kind": "noise"},
        {"kind": "view", "value": 5},
        {"kind": "click", "value": 3},
        {"value": 1},
    ]


def main():
    events = load_events()
    quiet = [e for e in events if e.get("kind") != "noise"]
    totals, skipped, extra = aggregate(events)
    print(sorted(totals.items()), skipped, extra)
    print(len(quiet))


main()
