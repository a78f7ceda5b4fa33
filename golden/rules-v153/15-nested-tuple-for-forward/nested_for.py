def pairs():
    rows = [("a", (1, 2)), ("b", (3, 4))]
    xs = 0
    ys = 0
    for name, (x, y) in rows:
        xs += x
        ys += y
    ratio = xs / 2
    return ys


print(pairs())
