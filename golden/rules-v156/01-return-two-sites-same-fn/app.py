def scale(v, k):
    out = v * k
    return out


def main():
    base = 10
    other = 3
    a = scale(base, 2)
    b = scale(other, 5)
    print(a)
    print(b)


main()
