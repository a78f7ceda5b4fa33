"""Count the visible entries of a menu tree, stopping at a depth budget."""


def size(node, budget):
    if budget <= 0:
        return 0
    shown = 1
    for child in node["children"]:
        shown += size(child, budget - 1)
    return shown


def widest(node):
    best = len(node["label"])
    for child in node["children"]:
        best = max(best, widest(child))
    return best


def leaves(node):
    if not node["children"]:
        return [node["label"]]
    found = []
    for child in node["children"]:
        found.extend(leaves(child))
    return found
