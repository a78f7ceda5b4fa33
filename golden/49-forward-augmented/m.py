def score(vals):
    total = 0
    best = 0
    for v in vals:
        total += v
        if v > best:
            best = v
    avg = total / 2
    return avg, best
