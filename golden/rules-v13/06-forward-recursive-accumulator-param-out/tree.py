"""Walk a category tree and collect names."""
LIMIT = 3


def collect(node, depth, out):
    if node is None:
        return
    if depth > LIMIT:
        return
    indent = "  " * depth
    out.append(indent + node["name"])
    for child in node.get("children", []):
        collect(child, depth + 1, out)
