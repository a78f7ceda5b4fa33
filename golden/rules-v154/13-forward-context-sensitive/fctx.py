def double(n):
    return n * 2


def main():
    p = 3
    q = 4
    x = double(p)
    y = double(q)
    print(x)
    print(y)


main()
