def search(items, limit):
    threshold = limit * 2
    status = "missing"
    idx = -1
    for i, it in enumerate(items):
        if it > threshold:
            idx = i
            break
    else:
        status = "exhausted"
    print(status)
    return idx


print(search([1, 5, 9], 2), search([1], 2))
