from types import SimpleNamespace


def tally():
    c = SimpleNamespace(n=0, m=5)
    c.m = 50
    c.n += 1
    c.m -= 2
    out = c.n
    print(c.m)
    return out


print(tally())
