"""Fixed-width text tables for report exports, one cell formatter per column."""

DEFAULT_WIDTH = 8
CUT = "~"


def render(columns, rows, widths, missing="-"):
    cells = []
    heads = []
    for name in columns:
        width = widths.get(name, DEFAULT_WIDTH)
        def cell(row, name=name, width=width):
            text = str(row.get(name, missing))
            if len(text) > width:
                text = text[:width - 1] + CUT
            return text.ljust(width)
        cells.append(cell)
        heads.append(name.upper()[:width].ljust(width))
    width = sum(widths.get(c, DEFAULT_WIDTH) for c in columns) + len(columns) - 1
    rule = "-" * width
    lines = [" ".join(heads).rstrip(), rule]
    for row in rows:
        parts = []
        for fmt in cells:
            parts.append(fmt(row))
        lines.append(" ".join(parts).rstrip())
    lines.append(rule)
    return lines
