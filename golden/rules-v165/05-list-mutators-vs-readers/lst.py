def main():
    xs = [3, 1]
    more = [5, 4]
    xs.extend(more)
    xs.insert(0, 9)
    n = xs.count(1)
    xs.sort()
    i = xs.index(9)
    xs.reverse()
    print(n, i)
    print(xs)


main()
