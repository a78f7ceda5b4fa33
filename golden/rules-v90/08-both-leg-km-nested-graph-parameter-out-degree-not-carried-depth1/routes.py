"""Build a weighted road graph from a list of legs."""


def add_edge(graph: dict, degree: dict, a, b, km):
    graph.setdefault(a, {})[b] = km
    graph.setdefault(b, {})[a] = km
    degree.setdefault(a, 0)
    degree.setdefault(b, 0)
    degree[a] += 1
    degree[b] += 1


def build(legs, scale):
    graph = {}
    degree = {}
    for a, b, miles in legs:
        km = round(miles * scale, 1)
        add_edge(graph, degree, a, b, km)
    hubs = {town for town, count in degree.items() if count > 2}
    print("hubs:", sorted(hubs))
    return graph
