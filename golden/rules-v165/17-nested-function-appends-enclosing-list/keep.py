def main():
    out = []
    skipped = []

    def keep(v):
        out.append(v)

    for x in [1, 2, 3]:
        if x != 2:
            keep(x)
        else:
            skipped.append(x)
    print(skipped)
    print(out)


main()
