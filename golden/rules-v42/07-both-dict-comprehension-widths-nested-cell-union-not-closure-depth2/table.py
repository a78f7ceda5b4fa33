"""Plain-text tables for command-line reports."""


def format_rows(rows, columns, hide_empty=True):
    visible = [c for c in columns if not hide_empty or any(r.get(c) for r in rows)]
    widths = {c: max(len(c), max(len(str(r.get(c, ""))) for r in rows)) for c in visible}
    count = len(visible)
    out = []

    def cell(row, col):
        return str(row.get(col, "")).ljust(widths[col])

    header = " | ".join(c.ljust(widths[c]) for c in visible)
    out.append(header)
    out.append("-+-".join("-" * widths[c] for c in visible))
    for row in rows:
        parts = []
        for col in visible:
            parts.append(cell(row, col))
        out.append(" | ".join(parts))
    print("table with", count, "columns")
    return "\n".join(out)
