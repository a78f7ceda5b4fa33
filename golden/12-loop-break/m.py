def find(items, target):
    pos = -1
    i = 0
    steps = 0
    for item in items:
        steps += 1
        if item == target:
            pos = i
            break
        i += 1
    return pos
