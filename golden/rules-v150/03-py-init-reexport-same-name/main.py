from shop import compute


def main():
    q = 7
    total = compute(q)
    print(total)


main()
