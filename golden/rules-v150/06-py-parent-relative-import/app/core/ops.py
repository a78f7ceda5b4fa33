def add(a, b):
    s = a + b
    return s


def sub(a, b):
    return a - b
