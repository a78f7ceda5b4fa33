def price(qty, unit):
    base = unit * 10
    n = qty + 1
    cost = n * base
    print("unit", unit)
    return cost


def main():
    c = price(3, 7)
    print(c)
    d = 5
    print(d)


main()
