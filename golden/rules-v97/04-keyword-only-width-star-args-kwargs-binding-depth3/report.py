"""Aligned plain-text table rows."""


def cell(text, *, width, fill=" ", align="<"):
    body = str(text)[:width]
    return f"{body:{fill}{align}{width}}"


def row(*values, sep=" | ", **widths):
    parts = []
    for i, value in enumerate(values):
        size = widths.get(f"w{i}", 8)
        parts.append(cell(value, fill=".", width=size))
    return sep.join(parts)


def title(text, width):
    return cell(width=width, text=text.upper(), align="^")
