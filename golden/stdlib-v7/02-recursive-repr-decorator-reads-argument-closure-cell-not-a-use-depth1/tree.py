"""Tree nodes and edges whose repr survives a cycle."""
from dcrepr import _recursive_repr

DEBUG_REPR = True


def guarded(fn, enabled):
    if not enabled:
        return fn
    return _recursive_repr(fn)


def cycle_safe(fn):
    wrapped = _recursive_repr(fn)
    return wrapped


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []

    def add(self, child):
        self.children.append(child)
        return child

    def _repr(self):
        return f"Node({self.name!r}, {self.children!r})"

    __repr__ = cycle_safe(_repr)


class Edge:
    def __init__(self, head, tail):
        self.head = head
        self.tail = tail

    def _repr(self):
        return f"Edge({self.head!r} -> {self.tail!r})"

    __repr__ = guarded(_repr, DEBUG_REPR)


if __name__ == "__main__":
    root = Node("root")
    leaf = root.add(Node("leaf"))
    leaf.add(root)
    print(root)
    print(Edge(root, leaf))
