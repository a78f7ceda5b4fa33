"""Coldest and hottest readings of a sensor grid, with their positions."""


def extremes(grid):
    lo = grid[0][0]
    lo_at = (0, 0)
    hi = grid[0][0]
    hi_at = (0, 0)
    for i in range(len(grid)):
        for j in range(len(grid[i])):
            v = grid[i][j]
            if v < lo:
                lo = v
                lo_at = (i, j)
            if v > hi:
                hi = v
                hi_at = (i, j)
    spread = hi - lo
    where = "cold at %s, hot at %s" % (lo_at, hi_at)
    return spread, where
