def collect(n):
    out = []
    log = []
    i = 0
    while i < n:
        out.append(i * i)
        log.append(i)
        i += 1
    return out
