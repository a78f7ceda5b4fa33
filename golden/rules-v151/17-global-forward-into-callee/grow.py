FACTOR = 2


def grow(values):
    out = []
    for v in values:
        out.append(v * FACTOR)
    return out


data = [1, 2, 3]
big = grow(data)
n = len(data)
print(big, n)
