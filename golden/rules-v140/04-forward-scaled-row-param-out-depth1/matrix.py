"""Row operations on small dense matrices."""


def identity(n):
    m = [[0] * n for _ in range(n)]
    for i in range(n):
        m[i][i] = 1
    return m


def scale_row(m, i, k):
    cols = len(m[i])
    for j in range(cols):
        m[i][j] = m[i][j] * k


def row_total(row):
    s = 0
    for v in row:
        s += v
    return s
