"""Fixed-width table cells, clipped with a marker when the text is too long."""

ELLIPSIS = "~"


def cell(value, width, align):
    text = str(value)
    cut = False

    def clip(s):
        nonlocal cut
        if len(s) <= width:
            return s
        cut = True
        return s[:width - 1] + ELLIPSIS

    def pad(s):
        return s.rjust(width)

    if align == "left":
        text = clip(text).ljust(width)
    else:
        text = pad(text)
    return text, cut
