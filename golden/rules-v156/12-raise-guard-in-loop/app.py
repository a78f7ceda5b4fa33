def validate(rows):
    maxlen = 3
    seen = 0
    for r in rows:
        if len(r) > maxlen:
            raise ValueError(r)
        seen += 1
    print("done")
    return seen


def main():
    n = validate(["ab", "c"])
    print(n)


main()
