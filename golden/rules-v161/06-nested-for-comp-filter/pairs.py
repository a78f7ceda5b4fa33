"""Pairs from a nested comprehension with a filter."""


def pairs(xs, ys, cut, label):
    out = [(a, b) for a in xs for b in ys if a != b and b > cut]
    n = len(out)
    print(label, n)
    return n


LEFT = [1, 2, 3]
RIGHT = [2, 3, 4]
CUT = 2
TAG = "pairs"
print(pairs(LEFT, RIGHT, CUT, TAG))
