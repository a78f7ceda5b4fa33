"""Chart axes."""
from stats import bounds


def axis(series, opts):
    margin = opts["margin"]
    lo, hi = bounds(series, margin)
    step = opts["step"]
    top = hi + step
    return lo, top
