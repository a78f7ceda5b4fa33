"""Paragraph filling in the style of textwrap.fill."""


def fill(text, width=70, indent="", tail=" ..."):
    words = text.split()
    room = width - len(indent)
    lines = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > room:
            lines.append(indent + line)
            line = word
        else:
            line = (line + " " + word).strip()
    lines.append(indent + line)
    if len(lines) > 3:
        lines = lines[:3]
        lines[-1] = lines[-1] + tail
    return "\n".join(lines)
