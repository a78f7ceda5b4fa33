"""Render the rows of a backup report as a fixed-width table."""
from tabular import cell

COLUMNS = [("name", "left"), ("size", "right")]


def render_row(row, widths):
    parts = []
    clipped = 0
    for (key, align), width in zip(COLUMNS, widths):
        text, was_cut = cell(row[key], width, align)
        parts.append(text)
        if was_cut:
            clipped += 1
    return " ".join(parts), clipped


def render(rows, widths):
    lines = []
    total = 0
    for row in rows:
        line, clipped = render_row(row, widths)
        lines.append(line)
        total += clipped
    lines.append("(%d cells clipped)" % total)
    return "\n".join(lines)


if __name__ == "__main__":
    data = [{"name": "backup-2024-05-01.tar", "size": 123456789}, {"name": "notes.txt", "size": 42}]
    print(render(data, [12, 6]))
