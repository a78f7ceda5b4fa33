"""Plain-text tables for terminal output."""


def column_widths(rows, headers):
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(str(cell)))
    return widths


def format_row(cells, widths, sep=" | "):
    padded = []
    for cell, width in zip(cells, widths):
        padded.append(str(cell).ljust(width))
    line = sep.join(padded)
    return line.rstrip()


def rule_line(widths, char="-"):
    total = sum(widths) + 3 * (len(widths) - 1)
    return char * total


def render_table(rows, headers, fancy=False):
    widths = column_widths(rows, headers)
    sep = " | " if fancy else "  "
    out = [format_row(headers, widths, sep)]
    out.append(rule_line(widths))
    for row in rows:
        out.append(format_row(row, widths, sep))
    return "\n".join(out)
