FACTOR = 3


def apply(xs):
    out = []
    for x in xs:
        out.append(x * FACTOR)
    return out


def unrelated(xs):
    return len(xs)


data = [1, 2]
res = apply(data)
cnt = unrelated(data)
print(res)
print(cnt)
