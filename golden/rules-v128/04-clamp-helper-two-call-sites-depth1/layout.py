"""Indent a nested outline, never deeper than the page allows."""

CAP = 6


def clamp(value, hi):
    if value < 0:
        return 0
    if value > hi:
        return hi
    return value


def indent(node, level, out):
    pad = clamp(level * 2, CAP)
    out.append(" " * pad + node["title"])
    for sub in node["items"]:
        indent(sub, level + 1, out)


def count_items(node):
    return 1 + sum(count_items(sub) for sub in node["items"])
