"""Connected components of an undirected graph kept as a dict of lists."""


def flood(graph, start, seen):
    group = [start]
    seen.add(start)
    i = 0
    while i < len(group):
        node = group[i]
        i += 1
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                group.append(nxt)
    return group


def components(graph, ignore):
    seen = set(ignore)
    groups = []
    for node in sorted(graph):
        if node not in seen:
            groups.append(flood(graph, node, seen))
    sizes = [len(group) for group in groups]
    print("components", len(groups), "sizes", sizes)
    return groups
