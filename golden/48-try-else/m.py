def convert(s, log):
    try:
        n = int(s)
    except ValueError:
        log.append(s)
        n = 0
    else:
        n = n * 2
    return n
