def double(x):
    return x * 2


def keep(x):
    return x > 2


def main():
    nums = [1, 2, 3]
    junk = [0, 5]
    big = list(filter(keep, junk))
    doubled = list(map(double, nums))
    print(big, doubled)


main()
