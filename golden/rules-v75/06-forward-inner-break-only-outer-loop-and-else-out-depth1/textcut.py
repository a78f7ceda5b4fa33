"""Display helpers for cutting text to a terminal width."""
import unicodedata

ELLIPSIS = "..."


def visible_width(text):
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        wide = unicodedata.east_asian_width(ch) in "WF"
        width += 2 if wide else 1
    return width


def pad(text, width):
    gap = width - visible_width(text)
    if gap <= 0:
        return text
    return text + " " * gap
