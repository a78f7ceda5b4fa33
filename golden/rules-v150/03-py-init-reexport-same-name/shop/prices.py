def compute(x):
    base = x * 2
    return base + 1
