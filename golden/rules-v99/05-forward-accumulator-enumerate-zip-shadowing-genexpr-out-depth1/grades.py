"""Weighted course grades."""


def weighted(marks, weights, student):
    name = student.strip().title()
    total = 0.0
    used = 0
    subtotals = []
    for i, (mark, weight) in enumerate(zip(marks, weights)):
        if mark is None:
            break
        total += mark * weight
        subtotals.append(mark * weight)
        used = i + 1
    best = max((total for total in subtotals), default=0.0)
    honours = sum(1 for mark in marks[:used] if mark >= 90)
    label = f"{name}: {total:.1f}"
    return label, best, honours
