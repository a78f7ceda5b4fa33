"""Find the first wall of a text maze, scanning row by row."""


def first_wall(grid, start_row, width, wall="#"):
    crossed = 0
    for r in range(start_row, len(grid)):
        row = grid[r]
        base = r * width
        for c, cell in enumerate(row):
            if cell == " ":
                continue
            crossed += 1
            if cell == wall:
                return base + c
    missing = -1 - crossed
    return missing
