"""Delegating generators with yield from."""


def evens(limit, step):
    n = 0
    while n < limit:
        yield n
        n += step


def chain(limit, extra):
    bound = limit * 2
    yield from evens(bound, 2)
    yield extra


TOP = 5
TAIL = 99
print(list(chain(TOP, TAIL)))
