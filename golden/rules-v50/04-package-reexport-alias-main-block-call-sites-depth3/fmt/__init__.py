"""Column formatting for plain-text reports."""

from .columns import fit as fit_column
from .columns import WIDTH

SEPARATOR = " | "


def fit(text, width):
    return text.ljust(width)[:width]


def join(cells):
    return SEPARATOR.join(cells)


def rule(widths):
    return "-+-".join("-" * w for w in widths)


def default_width():
    return WIDTH
