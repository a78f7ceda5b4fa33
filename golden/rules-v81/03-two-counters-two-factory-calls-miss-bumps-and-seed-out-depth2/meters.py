"""Named event counters for cache statistics, each kept in its own closure."""


def make_counter(name, start=0):
    if not name:
        raise ValueError("a counter needs a name")
    count = start

    def bump(n=1):
        nonlocal count
        count += n
        return count

    return bump


def ratio(part, whole):
    if whole == 0:
        return 0.0
    return part / whole
