"""Sum the large samples."""


def large_sum(samples, threshold):
    total = 0
    skipped = 0
    for s in samples:
        if s < threshold:
            skipped += 1
            continue
        total += s
    print("skipped", skipped)
    return total
