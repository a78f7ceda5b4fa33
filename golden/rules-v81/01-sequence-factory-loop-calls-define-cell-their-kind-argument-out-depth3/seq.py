"""Sequential identifiers for imported records, kept in a closure per import run."""

WIDTH = 4


def make_sequence(prefix, start=1, step=1):
    if step <= 0:
        raise ValueError("step must be positive")
    last = start - step

    def next_id(kind):
        nonlocal last
        last += step
        tag = kind[:1].upper()
        return "%s%s-%0*d" % (prefix, tag, WIDTH, last)

    return next_id
