def prep(a):
    b = a + 1
    c = b * 2
    return c

def post(x):
    y = prep(x)
    z = y + 5
    w = 0
    return z
