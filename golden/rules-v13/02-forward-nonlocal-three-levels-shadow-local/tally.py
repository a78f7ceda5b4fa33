"""Weighted tallies built with nested helpers."""


def weighted(values, scale):
    count = 0
    label = "weighted"

    def step(v):
        nonlocal count

        def bump(k):
            nonlocal count
            count += k

        bump(1)
        if v > scale:
            bump(2)

    def show():
        count = len(values)
        print(label, count)

    for v in values:
        step(v)
    show()
    total = count * scale
    return total
