"""Alarm limits per channel."""


def widen(ranges, margin):
    top = 0
    bottom = 0
    out = {}
    for name, (lo, hi) in ranges.items():
        if name.startswith("_"):
            continue
        span = hi - lo
        bottom = min(bottom, lo - margin)
        top = max(top, hi)
        out[name] = (lo - margin, hi + margin, span)
    return top, bottom, out


def describe(out):
    rows = []
    for name, (low, high, span) in sorted(out.items()):
        rows.append("%s %d..%d (%d)" % (name, low, high, span))
    return "\n".join(rows)
