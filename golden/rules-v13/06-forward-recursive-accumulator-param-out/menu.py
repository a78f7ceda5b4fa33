"""Menus built from the category tree."""
from tree import collect


def menu(root, title):
    lines = [title]
    collect(root, 0, lines)
    count = len(lines) - 1
    body = "\n".join(lines)
    return body


def names_only(root):
    seen = []
    collect(root, 0, seen)
    return seen
