def fill(dst, n):
    for i in range(n):
        dst.append(i)


def main():
    count = 3
    items = []
    fill(items, count)
    total = len(items)
    print(total)


main()
