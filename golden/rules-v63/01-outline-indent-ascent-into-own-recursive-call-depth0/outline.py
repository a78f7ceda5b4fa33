"""Indented outlines of a manual's section tree."""


class Section:
    def __init__(self, title, children=None, hidden=False):
        self.title = title
        self.children = list(children or [])
        self.hidden = hidden


def render(node, depth, out, max_depth):
    if node.hidden:
        return
    indent = "  " * depth
    out.append(indent + node.title)
    if depth >= max_depth:
        out.append(indent + "  ...")
        return
    for child in node.children:
        render(child, depth + 1, out, max_depth)


def outline_lines(root, max_depth=3):
    lines = []
    render(root, 0, lines, max_depth)
    return lines
