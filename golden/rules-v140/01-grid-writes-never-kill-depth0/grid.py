"""Heat map of a small plate: sources warm single cells."""


def heat_map(h, w, sources):
    grid = [[0] * w for _ in range(h)]
    grid[0][0] = -1  # corner marker of the previous frame
    peak = 0
    grid = [[1] * w for _ in range(h)]
    for r, c, v in sources:
        grid[r][c] = v
        if v > peak:
            peak = v
    grid[h - 1][w - 1] = 7
    total = 0
    for r in range(h):
        for c in range(w):
            total += grid[r][c]
    return total, peak


def describe(total, peak, h, w):
    mean = total / (h * w)
    return "total %d, peak %d, mean %.2f" % (total, peak, mean)
