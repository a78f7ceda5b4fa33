"""Kahn's topological order over a dependency graph kept as a dict of lists."""


def indegrees(graph):
    counts = dict.fromkeys(graph, 0)
    for src in graph:
        for dst in graph[src]:
            counts[dst] = counts.get(dst, 0) + 1
    return counts


def kahn(graph):
    indeg = indegrees(graph)
    ready = [node for node in graph if indeg[node] == 0]
    order = []
    rounds = 0
    while ready:
        ready.sort(reverse=True)
        node = ready.pop()
        order.append(node)
        rounds += 1
        for dst in graph.get(node, []):
            indeg[dst] -= 1
            if indeg[dst] == 0:
                ready.append(dst)
    stuck = [node for node in graph if indeg[node] > 0]
    print("rounds", rounds, "stuck", stuck)
    if len(order) < len(graph):
        raise ValueError("dependency cycle")
    return order
