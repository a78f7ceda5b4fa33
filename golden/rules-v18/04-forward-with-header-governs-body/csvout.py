"""Write report rows as delimited text, the way csv.writer callers do."""
import csv


def format_row(row, places):
    cells = []
    for value in row:
        if isinstance(value, float):
            value = round(value, places)
        cells.append(value)
    return cells


def write_rows(path, header, rows, delimiter):
    written = 0
    blank = 0
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh, delimiter=delimiter)
        writer.writerow(header)
        for row in rows:
            if not row:
                blank += 1
                continue
            writer.writerow(format_row(row, 2))
            written += 1
    if blank:
        print("skipped", blank, "blank rows")
    return written
