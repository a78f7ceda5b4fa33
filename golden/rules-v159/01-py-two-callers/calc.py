def scale(x):
    k = 3
    y = x * k
    z = x + 1
    print(z)
    return y


def first():
    base = 5
    a = scale(base)
    note = "first"
    print(note)
    print(a)


def second(m):
    extra = m - 1
    b = scale(m)
    print(extra)
    return b


first()
r = second(4)
print(r)
