"""Moving averages over a fixed window, for noisy sensor series."""


def smooth(samples, window):
    values = []
    total = 0.0
    out = []

    def push(x):
        nonlocal total
        values.append(x)
        total += x
        if len(values) > window:
            oldest = values.pop(0)
            total -= oldest
        return total / len(values)

    for x in samples:
        out.append(round(push(x), 2))
    peak = max(out) if out else 0.0
    print("window total", total, "peak", peak)
    return out
