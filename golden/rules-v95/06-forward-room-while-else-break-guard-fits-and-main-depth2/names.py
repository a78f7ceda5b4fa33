"""Pick a file name that is not taken yet."""


def fits(candidate, limit):
    return 0 < len(candidate) <= limit


def unique_name(stem, taken, limit, tries=50):
    n = 0
    candidate = stem
    while n < tries:
        if candidate not in taken and fits(candidate, limit):
            break
        n += 1
        candidate = f"{stem[:limit - 4]}-{n:03d}"
    else:
        candidate = None
    assert candidate is None or candidate not in taken
    return candidate
