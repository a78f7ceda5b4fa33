"""Classify values with any() over a generator expression."""


def classify(vals, limit):
    status = "unknown"
    seen = len(vals)
    if any(v > limit for v in vals):
        status = "high"
    else:
        status = "ok"
    return status, seen


print(classify([1, 9, 3], 5))
