"""Weighted category trees: the heaviest root-to-leaf product."""


def clamp(value, low, high):
    return max(low, min(high, value))


def factor_of(node):
    raw = node.get("factor", 1.0)
    return clamp(raw, 0.0, 4.0)


def heaviest(node, carried, visited):
    weight = carried * factor_of(node)
    visited.append(node["name"])
    children = node.get("children", [])
    if not children:
        return weight
    best = 0.0
    for child in children:
        found = heaviest(child, weight, visited)
        if found > best:
            best = found
    return best
