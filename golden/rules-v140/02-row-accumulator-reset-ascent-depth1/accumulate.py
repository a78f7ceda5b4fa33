"""Per-row sums of a score table; negative scores are penalties and skipped."""


def row_sums(m, bias):
    acc = 0.0
    out = []
    for i in range(len(m)):
        acc = 0.0
        for j in range(len(m[i])):
            if m[i][j] < 0:
                continue
            acc += m[i][j]
        out.append(acc + bias)
    return out, acc


def best_row(sums):
    best_i = 0
    for i in range(1, len(sums)):
        if sums[i] > sums[best_i]:
            best_i = i
    return best_i
