def process(items):
    count = 0

    def peek():
        return count * 2

    def bump():
        nonlocal count
        count += 1

    for it in items:
        if it > 0:
            bump()
    shown = peek()
    return count


print(process([1, -2, 3]))
