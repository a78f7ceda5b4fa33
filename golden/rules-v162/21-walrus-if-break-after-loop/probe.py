"""A walrus in an if guarding a break, read after the loop."""


def probe(xs, lim):
    m = 0
    hits = 0
    for x in xs:
        hits += 1
        if (m := x * 2) > lim:
            break
    last = m
    return last, hits


print(probe([1, 3, 8, 2], 10))
