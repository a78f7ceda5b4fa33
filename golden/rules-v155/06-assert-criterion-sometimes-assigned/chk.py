def check(values):
    best = None
    count = 0
    for v in values:
        count += 1
        if v > 10:
            best = v
    assert best is not None, count
    return best


print(check([3, 12, 5]))
