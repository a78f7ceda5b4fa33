def tally(items):
    count = 0
    total = 0

    def seen(v):
        nonlocal count
        count += 1

    for item in items:
        total += item
        seen(item)
    return count


n = tally([4, 5, 6])
print(n)
