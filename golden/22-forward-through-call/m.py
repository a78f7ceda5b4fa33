def inc(n):
    return n + 1

def other(m):
    return m

def flow():
    seed = 1
    fixed = 2
    a = inc(seed)
    b = other(fixed)
    c = a + b
    return c
