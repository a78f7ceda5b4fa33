def total(items):
    count = 0
    acc = 0
    for it in items:
        acc += it
        count += 1
    return acc
