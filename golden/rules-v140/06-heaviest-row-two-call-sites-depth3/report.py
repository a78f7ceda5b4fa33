"""Find the heaviest row of a weighted table."""

from stats import heaviest, row_total


def main():
    grid = [[2, 7, 1], [8, 2, 8], [1, 8, 2]]
    w = 1.5
    seen = []
    grid[2][2] = 12
    first = row_total(grid[0], 1.0)
    top = heaviest(grid, w, seen)
    other = heaviest([[5], [3]], 2.0, seen)
    grid[0][0] = 50
    print("first row total", first)
    print("heaviest row", top)
    print("other table", other, "rows seen", len(seen))


if __name__ == "__main__":
    main()
