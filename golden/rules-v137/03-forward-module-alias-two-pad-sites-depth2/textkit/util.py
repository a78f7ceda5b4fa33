"""Small text helpers."""

WIDTH = 12


def clean(text):
    return " ".join(text.split())


def pad(text, width):
    if len(text) >= width:
        return text[:width]
    fill = width - len(text)
    return text + "." * fill


def banner(title, width=WIDTH):
    line = "=" * width
    return line + "\n" + pad(title, width) + "\n" + line


def count_words(text):
    return len(clean(text).split())
