"""Fixed-width table cells and rows, after the tabulate package."""

MARK = "~"


def clip(text, limit, marker=MARK):
    tail = marker * 2
    if len(text) <= limit:
        return text
    return text[:limit - len(tail)] + tail


def cell(value, width, digits=2):
    if isinstance(value, float):
        text = "%.*f" % (digits, value)
    else:
        text = str(value)
    shown = clip(text, width)
    return shown.rjust(width)


def row(values, width, caption=""):
    title = clip(caption, width)
    parts = [title.ljust(width)]
    for value in values:
        parts.append(cell(value, width))
    line = " | ".join(parts)
    return line.rstrip()
