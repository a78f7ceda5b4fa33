def check(values):
    limit = 10
    a = 0
    hits = 0
    for v in values:
        a += v
        hits += 1
        if a > limit:
            print("over", hits)


data = [3, 4, 5]
check(data)
