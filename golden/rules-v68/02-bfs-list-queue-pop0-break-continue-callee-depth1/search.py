"""Breadth-first hop counts with a plain list used as the FIFO queue."""


def open_neighbours(graph, node, blocked):
    result = [n for n in graph.get(node, []) if n not in blocked]
    print("expand", node, len(result))
    return result


def hops_to(graph, start, goal, blocked):
    dist = {start: 0}
    queue = [start]
    expanded = 0
    while queue:
        node = queue.pop(0)
        expanded += 1
        if node == goal:
            break
        for nxt in open_neighbours(graph, node, blocked):
            if nxt in dist:
                continue
            dist[nxt] = dist[node] + 1
            queue.append(nxt)
    ahead = queue.index(goal) if goal in queue else -1
    print("expanded", expanded, "ahead", ahead)
    return dist.get(goal, -1)
