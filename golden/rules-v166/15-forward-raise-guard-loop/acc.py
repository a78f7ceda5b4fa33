def accumulate(rows, cap):
    limit = cap * 2
    total = 0
    used = 0
    first = None
    try:
        for r in rows:
            if r > limit:
                raise OverflowError(r)
            total += r
            used += 1
    except OverflowError as exc:
        first = exc.args[0]
    print("used", used, first)
    return total


result = accumulate([1, 2, 50, 3], 10)
print(result)
