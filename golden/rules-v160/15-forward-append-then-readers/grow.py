def main():
    x = 5
    xs = [1]
    before = xs.copy()
    xs.append(x)
    n = len(xs)
    label = "n=%d" % n
    after = xs.copy()
    other = before.count(1)
    print(label)
    print(after, other)


main()
