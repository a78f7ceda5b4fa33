"""Plain-text table layout."""
WIDTH = 72


def clip(text, limit):
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "~"


def render(rows, title="", *, sep=" | ", width=WIDTH):
    lines = []
    if title:
        lines.append(title.upper().center(width))
    for row in rows:
        line = sep.join(str(cell) for cell in row)
        lines.append(clip(line, width))
    return "\n".join(lines)
