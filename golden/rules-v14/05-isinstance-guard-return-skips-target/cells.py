"""Column widths."""


def width(cell, pad):
    if isinstance(cell, int):
        return 8
    text = str(cell)
    if pad < 0:
        pad = 0
    size = len(text) + pad
    print("width", size)
    return size


def layout(row, spacing):
    widths = []
    for cell in row:
        widths.append(width(cell, spacing))
    return widths
