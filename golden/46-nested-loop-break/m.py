def first_pair(grid, target):
    found = None
    rows = 0
    for row in grid:
        rows += 1
        for cell in row:
            if cell == target:
                found = cell
                break
        if found is not None:
            break
    return found
