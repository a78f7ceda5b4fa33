"""Sensor log: per-day peak temperature, stopping after too many alarms."""

import itertools
from operator import itemgetter


def daily_peaks(readings, limit, skip):
    ordered = sorted(readings, key=itemgetter("day"))
    peaks = {}
    alarms = 0
    for day, group in itertools.groupby(ordered, key=itemgetter("day")):
        if day in skip:
            continue
        temps = [r["temp"] for r in group if r["temp"] is not None]
        if not temps:
            print("no valid readings on", day)
            continue
        top = max(temps)
        if top > limit:
            alarms += 1
            if alarms >= 3:
                print("too many alarms, stopping at", day)
                break
        peaks[day] = top
    return peaks, alarms


def coldest(readings):
    valid = [r for r in readings if r["temp"] is not None]
    return min(valid, key=itemgetter("temp"))
