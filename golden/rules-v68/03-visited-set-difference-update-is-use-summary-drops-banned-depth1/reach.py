"""Reachability over an adjacency dict, with a visited set and a list stack."""


def reachable(graph, sources, banned):
    seen = set(sources)
    stack = list(sources)
    while stack:
        node = stack.pop()
        for nxt in graph.get(node, ()):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    seen.difference_update(banned)
    clean = seen.isdisjoint(banned)
    print("reached", len(seen), "clean", clean)
    return seen


def roots_of(graph):
    targets = set()
    for node in graph:
        targets.update(graph[node])
    found = [node for node in graph if node not in targets]
    return found
