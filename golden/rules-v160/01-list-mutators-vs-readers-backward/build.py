def build():
    xs = [5, 2, 9]
    snapshot = xs.copy()
    k = xs.index(2)
    c = xs.count(9)
    xs.append(7)
    xs.insert(0, 1)
    xs.sort()
    total = len(xs)
    xs.reverse()
    print(snapshot, k, c, total)
    return xs


build()
