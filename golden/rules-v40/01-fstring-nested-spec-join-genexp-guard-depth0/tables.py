"""Plain-text tables for command-line reports."""


def render(rows, columns, title="", sep=" | "):
    if not columns:
        return ""
    name = title.strip() or "table"
    widths = {col: len(col) for col in columns}
    for row in rows:
        for col in columns:
            widths[col] = max(widths[col], len(str(row.get(col, ""))))
    header = sep.join(f"{name:<{widths[name]}}" for name in columns)
    rule = "-+-".join("-" * widths[col] for col in columns)
    if not rows:
        return f"{name}\n{header}\n{rule}\n(no rows)"
    lines = [f"{name}: {len(rows)} rows", header, rule]
    for row in rows:
        cells = (f"{str(row.get(col, '')):<{widths[col]}}" for col in columns)
        lines.append(sep.join(cells))
    return "\n".join(lines)
