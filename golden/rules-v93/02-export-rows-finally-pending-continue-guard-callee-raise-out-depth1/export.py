"""Turn the rows of an inventory report into CSV lines."""

COLUMNS = ("id", "name", "qty")


def format_row(row):
    if "id" not in row:
        raise KeyError("row without id: %r" % (row,))
    cells = [str(row.get(col, "")) for col in COLUMNS]
    return ",".join(cells)


def export_rows(rows):
    lines = []
    written = 0
    phase = "start"
    try:
        for row in rows:
            if not row:
                continue
            lines.append(format_row(row))
            written += 1
        phase = "done"
    except KeyError:
        phase = "failed"
        lines.clear()
    finally:
        pending = len(rows) - written
    report = "%s: %d written, %d pending" % (phase, written, pending)
    return lines, report
