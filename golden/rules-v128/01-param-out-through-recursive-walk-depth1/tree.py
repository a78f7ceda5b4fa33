"""Walk an org chart: collect names and report how deep it goes."""


def label(node):
    return node["name"].title()


def collect(node, out, level):
    out.append(label(node))
    deepest = level
    for child in node["kids"]:
        below = collect(child, out, level + 1)
        if below > deepest:
            deepest = below
    return deepest


def count(node):
    total = 1
    for child in node["kids"]:
        total += count(child)
    return total
