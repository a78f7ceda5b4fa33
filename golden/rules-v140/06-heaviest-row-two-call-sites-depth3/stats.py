"""Weighted row totals and the index of the heaviest row."""


def row_total(row, weight):
    s = 0
    for x in row:
        s += x * weight
    return s


def heaviest(m, weight, log):
    best = -1
    best_i = -1
    for i in range(len(m)):
        t = row_total(m[i], weight)
        log.append(t)
        if t > best:
            best = t
            best_i = i
    return best_i
