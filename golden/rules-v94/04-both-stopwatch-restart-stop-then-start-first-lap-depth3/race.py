"""Time each runner of a race from their split times."""
from watch import Stopwatch


def race(splits, offset, name):
    w = Stopwatch(name)
    w.start(splits[0])
    for t in splits[1:-1]:
        w.lap(t)
    w.restart(splits[-1] + offset, "final")
    first = w.laps[0]
    last = max(w.laps)
    gap = last - first
    summary = "%s: first split %.1f, %.1f more to the finish" % (w.label, first, gap)
    return summary


def results(table):
    lines = []
    for name, splits in table.items():
        lines.append(race(splits, 0.5, name))
    return "\n".join(lines)


if __name__ == "__main__":
    print(results({"ann": [0.0, 10.0, 21.0, 30.0], "bo": [0.0, 12.0, 25.0, 31.0]}))
