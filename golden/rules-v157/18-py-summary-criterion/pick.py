def pick(first, second):
    print("second was", second)
    return first * 2


def main():
    a = 3
    b = 4
    b = b + a
    r = pick(a, b) + b
    q = pick(a, b)
    print(r, q)


main()
