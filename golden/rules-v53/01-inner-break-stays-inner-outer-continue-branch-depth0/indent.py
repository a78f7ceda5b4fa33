"""Measure the indentation of a text block (after textwrap.dedent)."""


def scan_indents(lines, tabsize):
    margin = None
    longest = 0
    blank = 0
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        if not line:
            blank += 1
            i += 1
            continue
        width = 0
        for ch in line:
            if ch == " ":
                width += 1
            elif ch == "\t":
                width += tabsize - width % tabsize
            else:
                break
        if margin is None or width < margin:
            margin = width
        longest = max(longest, len(line))
        i += 1
    return margin, longest, blank
