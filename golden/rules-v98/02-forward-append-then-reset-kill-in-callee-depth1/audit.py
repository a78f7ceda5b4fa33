"""An in-memory audit trail for one batch run."""

TRAIL = []


def record(event):
    TRAIL.append(event)
    return len(TRAIL)


def reset():
    global TRAIL
    TRAIL = []


def dump():
    text = "; ".join(TRAIL)
    return text
