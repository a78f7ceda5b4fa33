"""Count request outcomes from an access log and report them once per interval."""
from metrics import count, pending, recent_sizes, snapshot_and_reset


def report(events, skip_health):
    counters = {}
    seen = 0
    for path, status in events:
        seen += 1
        if skip_health and path == "/health":
            continue
        count(counters, "status.%d" % status)
        if status >= 500:
            count(counters, "errors", 2)
    totals = snapshot_and_reset(counters)
    left = pending(counters)
    lines = ["%s=%d" % (name, totals[name]) for name in sorted(totals)]
    lines.append("seen=%d left=%d" % (seen, left))
    return lines


def main(raw_lines):
    events = []
    for raw in raw_lines:
        path, status = raw.split()
        events.append((path, int(status)))
    for line in report(events, skip_health=True):
        print(line)
    print("snapshot sizes", recent_sizes())


if __name__ == "__main__":
    main(["/index 200", "/health 200", "/api 503", "/api 200", "/health 500"])
