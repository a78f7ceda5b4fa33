def core(v):
    w = v * 10
    return w


def middle(a):
    c = core(a)
    d = c + 1
    return d


def outer():
    e = middle(2)
    f = e * 3
    return f


g = outer()
print(g)
