"""Summaries of numeric batches."""


def clean(value):
    if value < 0:
        return 0
    return value


def summarize(values, label):
    total = 0
    count = 0
    for v in values:
        x = clean(v)
        total += x
        count += 1
    print("summarizing", label)
    return total, count


def spread(values):
    lo = min(values)
    hi = max(values)
    return hi - lo
