def scan(items, limit):
    found = None
    seen = 0
    for it in items:
        stop = it > limit
        if stop:
            break
        seen += 1
        found = it
    print(seen)
    return found


def main():
    xs = [1, 5, 9]
    last = scan(xs, 4)
    print(last)


main()
