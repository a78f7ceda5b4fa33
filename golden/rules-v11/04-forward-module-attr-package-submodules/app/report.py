"""Rendering of report rows as plain text."""
from . import settings
from .fmt import cell, rule


def render(rows):
    lines = [rule()]
    for row in rows:
        lines.append(cell(row, settings.DEBUG))
    if settings.DEBUG:
        lines.append("(%d rows)" % len(rows))
    lines.append(rule())
    return "\n".join(lines)
