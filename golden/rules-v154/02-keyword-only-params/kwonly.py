def build(name, *, prefix, suffix="!"):
    print(suffix)
    text = prefix + name
    return text


def main():
    p = "Dr. "
    s = "?"
    n = "Who"
    out = build(n, prefix=p, suffix=s)
    print(out)


main()
