"""Greedy line wrapping of running text, after textwrap.TextWrapper."""


def split_words(text):
    return text.expandtabs().split()


def wrap(text, width=70, indent=""):
    words = split_words(text)
    lines = []
    current = []
    used = len(indent)
    for pos, word in enumerate(words):
        if used + len(word) > width and current:
            lines.append(indent + " ".join(current))
            current = []
            used = len(indent)
        current.append(word)
        used += len(word) + 1
        if pos == len(words) - 1:
            lines.append(indent + " ".join(current))
    if not words:
        lines.append(indent)
    return lines


def fill(text, width=70, indent=""):
    return "\n".join(wrap(text, width, indent))


def wrap_paragraphs(paragraphs, width):
    out = []
    for para in paragraphs:
        out.extend(wrap(para, width))
        out.append("")
    count = len(paragraphs)
    return out, count
