def sum_pos(vals):
    total = 0
    skipped = 0
    k = 0
    while k < len(vals):
        v = vals[k]
        k += 1
        if v < 0:
            skipped += 1
            continue
        total += v
    return total
