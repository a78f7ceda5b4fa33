def scan(rows, limit):
    count = 0
    for r in rows:
        count += 1
        if r > limit:
            print(r)
    return count
