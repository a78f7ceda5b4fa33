"""Depth-first traversal over an adjacency dict, with a list as the stack."""


def dfs_order(graph, root, skip):
    stack = [root]
    seen = set()
    order = []
    peak = 0
    while stack:
        peak = max(peak, len(stack))
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        order.append(node)
        for child in reversed(graph.get(node, [])):
            if child == skip:
                continue
            stack.append(child)
    first = order.index(root)
    print("dfs from", root, "at", first, "peak stack", peak)
    return order


def count_edges(graph):
    total = 0
    for targets in graph.values():
        total += len(targets)
    return total
