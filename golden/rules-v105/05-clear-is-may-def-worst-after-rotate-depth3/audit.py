"""An in-memory audit trail shared by the whole process."""

TRAIL = []
LEVELS = {"info": 1, "warn": 2, "error": 3}


def log(level, message):
    TRAIL.append((LEVELS[level], message))


def rotate():
    kept = len(TRAIL)
    TRAIL.clear()
    return kept


def worst():
    top = 0
    for rank, _ in TRAIL:
        if rank > top:
            top = rank
    return top
