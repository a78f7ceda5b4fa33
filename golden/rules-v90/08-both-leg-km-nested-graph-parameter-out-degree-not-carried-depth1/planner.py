"""Distances from one town over a road network with closed roads."""
from routes import build

LEGS = [("Ayr", "Troon", 6), ("Troon", "Irvine", 7), ("Ayr", "Irvine", 11), ("Irvine", "Largs", 17)]


def reach(legs, unit, closed, start):
    scale = 1.609 if unit == "mi" else 1.0
    graph = build(legs, scale)
    for a, b in closed:
        graph[a].pop(b, None)
        graph[b].pop(a, None)
    visited = {start}
    frontier = [start]
    dist = {start: 0.0}
    while frontier:
        here = frontier.pop(0)
        for there, km in graph[here].items():
            if there not in visited:
                visited.add(there)
                dist[there] = round(dist[here] + km, 1)
                frontier.append(there)
    return dist


if __name__ == "__main__":
    print(reach(LEGS, "mi", [("Ayr", "Troon")], "Ayr"))
