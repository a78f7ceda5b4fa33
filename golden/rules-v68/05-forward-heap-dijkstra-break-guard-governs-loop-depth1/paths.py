"""Dijkstra over weighted adjacency lists, cut off at a travel budget."""

import heapq

SLACK = 1


def within(graph, start, budget):
    horizon = budget + SLACK
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > horizon:
            break
        if d > dist.get(node, d):
            continue
        for nxt, weight in graph.get(node, []):
            nd = d + weight
            if nd < dist.get(nxt, nd + 1):
                dist[nxt] = nd
                heapq.heappush(heap, (nd, nxt))
    print("graph of", len(graph), "nodes from", start)
    reached = sorted(name for name in dist if dist[name] <= horizon)
    return reached


def total_weight(graph):
    weights = [w for edges in graph.values() for _, w in edges]
    return sum(weights)
