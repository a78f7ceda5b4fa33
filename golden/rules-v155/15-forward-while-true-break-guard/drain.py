def drain(queue, stop):
    out = []
    marker = stop
    while True:
        if not queue:
            break
        item = queue.pop()
        if item == marker:
            break
        out.append(item)
    n = len(out)
    return n


print(drain([1, 2, 3, 4], 2))
