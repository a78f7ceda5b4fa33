"""Builds a dependency graph kept as a dict of lists."""


def add_edge(graph, src, dst, note):
    graph.setdefault(src, []).append(dst)
    if note:
        print("edge", src, "->", dst, note)
    return len(graph[src])


def build(pairs, optional):
    graph = {}
    widest = 0
    for src, dst in pairs:
        fan = add_edge(graph, src, dst, "")
        widest = max(widest, fan)
    for name in optional:
        if name in graph:
            graph[name].append("optional")
    sizes = {key: len(targets) for key, targets in graph.items()}
    print("widest", widest, "sizes", sizes)
    return graph
