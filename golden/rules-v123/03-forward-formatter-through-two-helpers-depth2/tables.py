"""Plain-text tables whose cells are formatted by a function the caller passes in."""

SEPARATOR = " | "


def format_cells(values, fmt):
    cells = []
    for value in values:
        if value is None:
            cells.append("-")
            continue
        cells.append(fmt(value))
    return cells


def render_table(rows, fmt, log):
    lines = []
    for label, values in rows:
        cells = format_cells(values, fmt)
        lines.append(label.ljust(6) + SEPARATOR.join(cells))
    log.append(f"{len(lines)} rows")
    return "\n".join(lines)
