def scale(x, factor):
    k = factor * 2
    y = x + 1
    return y * k


def main():
    a = 4
    f = 3
    r = scale(a, f)
    print(r)


main()
