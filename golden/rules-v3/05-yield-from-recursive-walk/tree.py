"""Trees of configuration nodes, addressed by slash-separated paths."""

SEP = "/"


class Node:
    def __init__(self, name, children=None, value=None):
        self.name = name
        self.children = list(children or [])
        self.value = value


def walk(node, prefix=""):
    path = prefix + SEP + node.name if prefix else node.name
    yield path, node
    for child in node.children:
        yield from walk(child, path)


def leaves(root):
    for path, node in walk(root):
        if not node.children:
            yield path, node.value


def find(root, wanted):
    for path, node in walk(root):
        if path == wanted:
            return node
    return None


def depth(node):
    if not node.children:
        return 1
    return 1 + max(depth(c) for c in node.children)
