"""A click heat map stored as a list of row lists."""


def make_grid(rows, cols):
    return [[0] * cols for _ in range(rows)]


def mark(grid, points):
    hits = 0
    for r, c in points:
        if not (0 <= r < len(grid) and 0 <= c < len(grid[r])):
            continue
        grid[r][c] += 1
        hits += 1
    return hits


def row_sums(grid):
    return [sum(row) for row in grid]


def render(grid):
    return "\n".join(" ".join(str(v) for v in row) for row in grid)
