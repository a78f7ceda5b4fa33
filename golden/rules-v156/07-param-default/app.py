RATE = 3


def price(qty, rate=RATE):
    base = qty * 10
    return base + rate


def main():
    a = price(2)
    b = price(4)
    n = 5
    print(a, n)
    print(b)


main()
