def leaf(z):
    return z + 1

def mid(y):
    return leaf(y) * 2

def top(x):
    w = mid(x)
    return w
