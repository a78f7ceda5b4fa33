LIMIT = 10


def configure(n):
    global LIMIT
    LIMIT = n * 2


def check(x):
    return x < LIMIT


def main():
    wanted = 4
    configure(wanted)
    ok = check(3)
    print(ok)


main()
