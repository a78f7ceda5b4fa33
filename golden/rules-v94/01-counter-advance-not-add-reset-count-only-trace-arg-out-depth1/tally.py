"""Run one day's events through a counter."""
from counter import Counter


def tally(events, step, verbose):
    c = Counter(step, verbose)
    c.reset()
    for kind, amount in events:
        if kind == "tick":
            c.advance()
        elif kind == "sale":
            c.add(amount)
    summary = c.describe()
    ticks = c.count
    print(summary)
    return ticks


def daily(events, scale, flags):
    step = 2 * scale
    loud = "-v" in flags
    ticks = tally(events, step, loud)
    return ticks * 10


if __name__ == "__main__":
    EVENTS = [("tick", 0), ("sale", 12), ("tick", 0), ("sale", 5), ("tick", 0)]
    print(daily(EVENTS, 1, ["-v"]))
