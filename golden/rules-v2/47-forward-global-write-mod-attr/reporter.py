"""Decides which report lines are printed."""
import logcfg


def threshold(offset):
    base = logcfg.level
    limit = base + offset
    label = "offset %d" % offset
    print(label)
    return limit


def visible(entries, offset=0):
    cutoff = threshold(offset)
    shown = []
    for severity, text in entries:
        if severity >= cutoff:
            shown.append(text)
    return shown


def summary(entries):
    total = len(entries)
    kept = visible(entries)
    return "%d of %d shown" % (len(kept), total)


def default_name():
    return "level %d" % logcfg.DEFAULT_LEVEL
