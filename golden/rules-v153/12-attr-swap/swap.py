from types import SimpleNamespace


def swap():
    p = SimpleNamespace(x=1, y=2, z=3)
    p.y = 20
    p.z = 30
    p.x, p.y = p.y, p.x
    p.y = 7
    res = p.x
    return res


print(swap())
