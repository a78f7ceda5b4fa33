"""Measure how far each row of a text grid runs before its stop cell."""


def prefix_widths(rows, fill):
    stop = fill.strip() or "."
    widths = []
    empty = 0
    for row in rows:
        width = 0
        for cell in row:
            if cell == stop:
                break
            width += 1
        widths.append(width)
        if width == 0:
            empty += 1
    print(f"{empty} of {len(rows)} rows start with {stop!r}")
    return widths


def widest_row(rows):
    best = ""
    for row in rows:
        if len(row) > len(best):
            best = row
    return best
