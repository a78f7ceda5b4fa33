from .util import scale


def compute(a, b):
    w = b + 1
    r = scale(a, w)
    print("w", w)
    return r
