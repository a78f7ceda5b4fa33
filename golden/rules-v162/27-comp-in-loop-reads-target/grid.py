"""A comprehension inside a loop reads the loop target and an accumulator."""


def grid(rows, scale):
    offset = 0
    total = 0
    names = []
    for r in rows:
        names.append(str(r))
        cells = [c * scale + offset for c in r if c]
        offset += 1
        total += sum(cells)
    return total, names


print(grid([[1, 0, 2], [3]], 10))
