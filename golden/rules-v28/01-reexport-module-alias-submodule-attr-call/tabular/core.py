"""Split delimited text into rows of cells."""

SEPARATOR = ","
COMMENT = "#"
QUOTE = '"'


def unquote(cell):
    text = cell.strip()
    if text.startswith(QUOTE) and text.endswith(QUOTE):
        text = text[1:-1]
    return text


def read_rows(lines, sep=SEPARATOR):
    rows = []
    skipped = 0
    for line in lines:
        if not line.strip() or line.startswith(COMMENT):
            skipped += 1
            continue
        cells = []
        for part in line.split(sep):
            cells.append(unquote(part))
        rows.append(cells)
    print("read", len(rows), "rows, skipped", skipped)
    return rows


def number(cell):
    text = unquote(cell)
    if not text:
        return 0.0
    return float(text)


load = read_rows
