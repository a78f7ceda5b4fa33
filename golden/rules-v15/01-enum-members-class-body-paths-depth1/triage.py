"""Decide how many responses should page the on-call engineer."""
from levels import PAGE_AT, Level, classify


def count_pages(levels, quiet):
    count = 0
    seen = 0
    for level in levels:
        seen += 1
        if level is Level.DEBUG:
            continue
        if quiet and level is Level.WARNING:
            continue
        if level.value >= PAGE_AT.value:
            count += 1
    return count


def triage(statuses, night):
    levels = [classify(s) for s in statuses]
    label = "night" if night else "day"
    pages = count_pages(levels, night)
    print(label, pages)
    return pages
