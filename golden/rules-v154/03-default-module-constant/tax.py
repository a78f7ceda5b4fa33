RATE = 0.2
OTHER = 5


def tax(amount, rate=RATE):
    due = amount * rate
    return due


def main():
    total = 50
    t = tax(total)
    print(t, OTHER)


main()
