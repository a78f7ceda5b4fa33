def inner(v):
    w = v * 3
    return w + 1

def outer(a, b):
    t = a + 2
    u = inner(t)
    print(b)
    return u + t

def main():
    x = 4
    y = 9
    r = outer(x, y)
    print(r)

main()
