"""Reports the islands of a small office network."""

from groups import components

LINKS = [("a", "b"), ("b", "c"), ("d", "e"), ("f", "f"), ("g", "a")]


def adjacency(pairs):
    graph = {}
    for left, right in pairs:
        graph.setdefault(left, []).append(right)
        graph.setdefault(right, []).append(left)
    return graph


def islands(pairs, offline):
    graph = adjacency(pairs)
    found = components(graph, offline)
    largest = max(found, key=len)
    title = "hosts " + str(len(graph))
    print(title)
    return largest


if __name__ == "__main__":
    print(islands(LINKS, ["f"]))
