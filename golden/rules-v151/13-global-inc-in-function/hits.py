calls = 0


def hit():
    global calls
    calls += 1


def main():
    global calls
    calls = 5
    before = calls
    hit()
    after = calls
    return after - before


print(main())
