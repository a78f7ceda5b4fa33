"""Walks a small module import graph depth first."""

from traverse import count_edges, dfs_order

IMPORTS = {
    "app": ["cli", "core"],
    "cli": ["core", "util"],
    "core": ["util", "vendor"],
    "util": [],
    "vendor": ["util"],
}


def walk(graph, root):
    edges = count_edges(graph)
    order = dfs_order(graph, root, "vendor")
    print("edges", edges)
    return order


if __name__ == "__main__":
    print(walk(IMPORTS, "app"))
