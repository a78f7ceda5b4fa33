def double(n):
    return n * 2


def combine(a, b):
    print(b)
    return a + 1


def main():
    p = 3
    q = 4
    r = combine(double(p), double(q))
    print(r)


main()
