"""Sum the numbers of a nested list and record how deep each one sits."""


def leaf_total(node, depth, trace):
    if not isinstance(node, list):
        trace.append(depth)
        return node
    total = 0
    for child in node:
        part = leaf_total(child, depth + 1, trace)
        total += part
    return total


def leaf_count(node):
    if not isinstance(node, list):
        return 1
    count = 0
    for child in node:
        count += leaf_count(child)
    return count
