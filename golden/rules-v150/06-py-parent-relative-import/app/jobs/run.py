from ..core.ops import add, sub


def job(p, q):
    d = sub(p, q)
    e = add(p, 1)
    print(d)
    return e
