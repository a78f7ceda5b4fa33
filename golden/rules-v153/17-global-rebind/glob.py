total = 0


def accumulate():
    global total
    total = 1
    if len("x") > 5:
        total = 10
    total += 5
    snapshot = total
    return snapshot


print(accumulate())
