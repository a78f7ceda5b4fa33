"""Process-wide identifier allocation; the sequence lives in the module, as tempfile's does."""

NEXT = 100
ISSUED = 0


def pad(number, width):
    return str(number).zfill(width)


def allocate(prefix):
    global NEXT, ISSUED
    ident = prefix + pad(NEXT, 5)
    NEXT += 7
    ISSUED += 1
    return ident


def skip(count):
    global NEXT
    NEXT += count


def peek():
    return NEXT
