def norm(v):
    return v.strip().lower()


def tag(v):
    t = norm(v)
    return "#" + t


def build(items):
    out = []
    for it in items:
        out.append(tag(it))
    return out


def main():
    raw = [" A", "B "]
    other = ["x"]
    res = build(raw)
    print(res, other)


main()
