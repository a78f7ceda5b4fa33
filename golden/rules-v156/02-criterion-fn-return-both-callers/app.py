def rate(x):
    r = x * 2
    bonus = 1
    return r + bonus


def first():
    v = rate(3)
    w = 0
    print(w)
    return v


def second():
    s = rate(4) + 1
    print(s)


print(first())
second()
