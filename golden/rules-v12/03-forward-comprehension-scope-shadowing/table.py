"""Plain-text table rendering for the command-line report."""
from textutil import shorten


def render(table, indent, width):
    line = " " * indent
    titles = [line.title() for line in table[0]]
    titles = sorted(titles, key=lambda line: line.lower())
    rows = [line + " | ".join(cells) for cells in table[1:]]
    wrapped = [shorten(row, width) for row in rows]
    marks = [[mark for line in group for mark in line] for group in table if line]
    footer = line + "-" * width
    return titles, wrapped, marks, footer
