def double(x):
    y = x * 2
    return y


def other():
    return double(100)


def main():
    v = 5
    w = double(v)
    print(w)
    print(other())


main()
