"""Scan paired sensor names and readings."""


def first_breach(names, readings, limit, unit):
    worst = None
    seen = 0
    for name, value in zip(names, readings):
        seen += 1
        if value > limit:
            worst = name + unit
            break
    return worst, seen


def label_rows(rows):
    labels = []
    for idx, row in enumerate(rows):
        tag = "row%d" % idx
        labels.append(tag + ":" + row)
    return labels


def mean(values):
    total = 0
    for v in values:
        total += v
    return total / len(values)
