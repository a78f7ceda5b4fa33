def summary(prices, tax):
    s = 0
    n = 0
    for p in prices:
        s += p
        n += 1
    avg = s / n
    out = avg * tax
    label = "n=%d" % n
    print(label)
    return out


def main():
    r = summary([1.0, 2.0], 2)
    print(r)


main()
