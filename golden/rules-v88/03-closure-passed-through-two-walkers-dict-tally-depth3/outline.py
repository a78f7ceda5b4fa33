"""Parse an indented outline and hand its nodes to a callback."""


def parse(text):
    nodes = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        depth = (len(raw) - len(raw.lstrip())) // 2
        nodes.append((depth, raw.strip()))
    return nodes


def each_node(nodes, fn, max_depth):
    for depth, label in nodes:
        if depth > max_depth:
            continue
        fn(depth, label)


def walk_outline(text, fn, max_depth=9):
    nodes = parse(text)
    print("outline of", len(nodes), "nodes")
    each_node(nodes, fn, max_depth)
    return len(nodes)
