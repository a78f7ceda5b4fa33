def total(xs, acc, depth):
    print("depth", depth)
    if not xs:
        return acc
    head = xs[0]
    return total(xs[1:], acc + head, depth + 1)


def main():
    data = [1, 2, 3]
    start = 0
    lvl = 0
    s = total(data, start, lvl)
    print(s)


main()
