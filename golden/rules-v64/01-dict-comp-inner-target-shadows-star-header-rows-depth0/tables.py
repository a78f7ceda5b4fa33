"""Parse a small delimited table into columns keyed by their header name."""


def split_cells(line, sep):
    return [cell.strip() for cell in line.split(sep)]


def parse_columns(text, sep, skip):
    rows = []
    lines = [line for line in text.splitlines() if line.strip()]
    row = lines[0]
    header, *rows = lines
    names = split_cells(header, sep)
    cell = names[-1]
    cells = [[cell.strip() for cell in row.split(sep)] for row in rows]
    columns = {name: [row[i] for row in cells if i < len(row)] for i, name in enumerate(names) if name not in skip}
    width = max(len(name) for name in names)
    print("parsed", len(cells), "rows under", repr(row), "last column", cell, "width", width)
    return columns
