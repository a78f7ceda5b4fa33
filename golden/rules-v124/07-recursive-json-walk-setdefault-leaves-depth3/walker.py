"""Flattens a JSON-like document into leaf paths grouped by value type."""


def walk(node, path, out, visited):
    visited.append("/".join(path))
    if node is None:
        return
    if isinstance(node, dict):
        for key in sorted(node):
            if key.startswith("_"):
                continue
            walk(node[key], path + [key], out, visited)
    elif isinstance(node, list):
        for pos, child in enumerate(node):
            walk(child, path + [str(pos)], out, visited)
    else:
        out.setdefault(type(node).__name__, []).append("/".join(path))


def flatten(doc, prefix):
    leaves = {}
    visited = []
    walk(doc, [prefix], leaves, visited)
    print(f"{prefix}: visited {len(visited)} nodes")
    return leaves


def depth(node):
    if isinstance(node, dict):
        return 1 + max([depth(v) for v in node.values()], default=0)
    if isinstance(node, list):
        return 1 + max([depth(v) for v in node], default=0)
    return 0
