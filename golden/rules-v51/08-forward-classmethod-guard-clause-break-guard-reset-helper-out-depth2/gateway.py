"""Admit the requests of an API gateway under per-route rate limits."""
import sys

from ratelimit import Window

SPECS = {"/login": "3/m", "/search": "10/s", "/export": "two/m"}


def admitted(route, stamps, limit):
    spec = SPECS.get(route, "")
    window = Window.from_spec(spec, limit)
    count = 0
    last = None
    for now in stamps:
        if not window.allow(now):
            break
        count += 1
        last = now
    print(route, "last admitted at", last)
    return count


def report(routes, stamps):
    lines = []
    for route in routes:
        lines.append("%s: %d" % (route, admitted(route, stamps, 5)))
    return "\n".join(lines)


if __name__ == "__main__":
    probe = Window(60, 10)
    probe.per_minute = 30
    print("probe limit", probe.limit, "per", probe.size, "s")
    print(report(sys.argv[1:] or ["/login", "/export"], [0, 1, 2, 3, 4, 5, 6, 7]))
