"""Free seats of a small venue, row by row, for the booking page."""


def as_pairs(taken):
    pairs = set()
    for code in taken:
        pairs.add((ord(code[0]) - ord("A"), int(code[1:]) - 1))
    return pairs


def free_runs(rows, cols, taken, aisle, min_run):
    reserved = as_pairs(taken)
    row = []
    c = cols - 1
    title = "venue %dx%d" % (rows, cols)
    grid = [[c for c in range(cols) if (r, c) not in reserved and c != aisle] for r in range(rows)]
    runs = [row for row in grid if len(row) >= min_run]
    reserved = set()
    edge = [r for r in range(rows) if c in grid[r]]
    print(title, len(edge), len(reserved), row)
    return runs
