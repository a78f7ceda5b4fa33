"""Find values in a spreadsheet-like grid and name their cells (A1-style references)."""
from cells import cell_name


def locate(rows, wanted, max_cells):
    scanned = 0
    blank_rows = 0
    for r, row in enumerate(rows):
        if not row:
            blank_rows += 1
            continue
        for c, value in enumerate(row):
            if value is None:
                break
            scanned += 1
            if value == wanted:
                ref = cell_name(r, c)
                return ref
            if scanned >= max_cells:
                return None
    miss = "no cell holds %r" % (wanted,)
    print(miss, "(%d cells, %d blank rows)" % (scanned, blank_rows))
    return None


def lookup_many(grid, queries, budget):
    found = {}
    per_query = max(1, budget // max(1, len(queries)))
    for q in queries:
        if q in found:
            continue
        found[q] = locate(grid, q, per_query)
    return found


if __name__ == "__main__":
    grid = [["id", "name", "qty"], [], [1, "bolt", 40, None, 9], [2, "nut", None]]
    print(lookup_many(grid, ["nut", "qty", "nut", "washer"], 40))
