"""Report the quickest responses of a small load test."""
from operator import itemgetter

from smallest import nsmallest

SAMPLES = [('api', 120), ('db', 45), ('cache', 3), ('auth', 88), ('queue', 17)]


def quickest_times(samples, count):
    times = (ms for _, ms in samples)
    return nsmallest(count, times)


def quickest_services(samples, count):
    ranked = nsmallest(count, samples, key=itemgetter(1))
    return [name for name, _ in ranked]


def summary(samples):
    best = nsmallest(1, [ms for _, ms in samples])
    few = nsmallest(10, [ms for _, ms in samples])
    return 'best %s of %d' % (best, len(few))


print(quickest_times(SAMPLES, 3))
print(quickest_services(SAMPLES, 2))
print(quickest_services(iter(SAMPLES), 3))
print(summary(SAMPLES))
