"""Report line."""
from metrics import large_sum


def report(data, cfg):
    cut = cfg["cut"] * 2
    title = cfg["title"]
    big = large_sum(data, cut)
    line = title + ": " + str(big)
    return line
