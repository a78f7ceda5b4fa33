def log_all(*args):
    for a in args:
        print(a)


def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s


def main():
    base = 4
    other = 6
    t = total(base, other)
    log_all(other)
    print(t)


main()
