def scan(items, limit):
    i = 0
    total = 0
    seen = 0
    while True:
        if i >= len(items):
            break
        v = items[i]
        i += 1
        seen += 1
        if v < 0:
            continue
        total += v
        if total > limit:
            break
    print("seen", seen)
    return total


print(scan([3, -1, 4, 10, 2], 6))
