def compute(x):
    base = x * 3
    return base - 1
