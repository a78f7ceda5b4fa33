"""Busiest hour of a web server log, with the slowest request."""


def hour_of(stamp):
    return int(stamp[11:13])


def busiest_hour(stamps, durations, errors):
    counts = dict.fromkeys(range(24), 0)
    slowest = 0
    for stamp, ms in zip(stamps, durations):
        hour = hour_of(stamp)
        counts[hour] += 1
        slowest = max(slowest, ms)
    for n, stamp in enumerate(errors):
        first = n == 0
        counts[hour_of(stamp)] += 2
        if first:
            print("first error at", stamp)
    best = max(counts, key=counts.get)
    report = "%02d:00 (%d hits), slowest %d ms" % (best, counts[best], slowest)
    return report
