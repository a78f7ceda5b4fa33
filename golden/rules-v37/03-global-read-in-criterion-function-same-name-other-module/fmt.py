"""Paragraph filling with process-wide settings, in the manner of textwrap."""

width = 40
indent = ""


def set_width(columns):
    global width
    if columns >= 20:
        width = columns


def set_indent(text):
    global indent
    indent = text


def reset():
    global width, indent
    width = 40
    indent = ""


def fill(words, room):
    lines = [""]
    for word in words:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > room:
            lines.append("")
        lines[-1] = (lines[-1] + " " + word).strip()
    return [indent + line for line in lines]
