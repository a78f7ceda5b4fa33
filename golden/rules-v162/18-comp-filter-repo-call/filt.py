"""A comprehension filter calls a function of the repository."""


def ok(x, lim, tag):
    note = tag.upper()
    margin = lim - 1
    print(note)
    return x > margin


def keep(xs, lim, tag):
    kept = [x for x in xs if ok(x, lim, tag)]
    size = len(xs)
    return kept, size


print(keep([1, 4, 6], 4, "t"))
