def countdown(n):
    steps = 0
    log = []
    while n > 0:
        n -= 1
        steps += 1
        log.append(n)
    return steps
