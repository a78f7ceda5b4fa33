def countdown():
    n = 5
    steps = 0
    status = "init"
    while n > 0:
        if n == 2:
            status = "hit"
            break
        n -= 1
        steps += 1
    else:
        status = "done"
    return status


print(countdown())
