"""Race results: spread of the field, slowest time and the rank of one runner."""


def fmt(secs):
    return "%d:%02d" % divmod(secs, 60)


def summary(finish, size, runner):
    laps = list(finish.values())
    median = sorted(laps)[len(laps) // 2]
    entry = laps.index(finish[runner])
    laps.sort()
    best = laps[0]
    slowest = laps.pop()
    ties = laps.count(best)
    gap = slowest - best
    order = sorted(finish, key=finish.get)
    rank = order.index(runner) + 1
    top = order[:size]
    print(runner, "entry", entry, "rank", rank, "ties", ties, "median", fmt(median), "top", top)
    return "spread %s, slowest %s" % (fmt(gap), fmt(slowest))
