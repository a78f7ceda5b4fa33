def tally(rows):
    count = 0
    found = []
    for r in rows:
        if not r:
            continue
        for x in r:
            if x < 0:
                continue
            if x > 100:
                break
            found.append(x)
        count += 1
    print(found)
    return count


print(tally([[1, -2, 300, 4], [], [5]]))
