"""Dot product over alternate positions with enumerate and zip."""


def alt_dot(xs, ys, zs):
    acc = 0
    other = 0
    for i, (a, b) in enumerate(zip(xs, ys)):
        if i % 2 == 0:
            acc += a * b
        else:
            other += a
    return acc


A = [1, 2, 3, 4]
B = [5, 6, 7, 8]
C = [0]
print(alt_dot(A, B, C))
