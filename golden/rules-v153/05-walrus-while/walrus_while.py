def drain():
    queue = [4, 9, 2, 6]
    total = 0
    count = 0
    item = -1
    while (item := queue.pop()) != 9:
        total += item
        count += 1
    last = item
    return last


print(drain())
