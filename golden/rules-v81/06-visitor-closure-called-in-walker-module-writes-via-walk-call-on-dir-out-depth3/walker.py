"""Walk a nested directory listing, calling a visitor for every file."""

HIDDEN = "."


def walk(tree, visit, on_dir):
    stack = [("", tree)]
    entries = 0
    while stack:
        prefix, node = stack.pop()
        for name in sorted(node):
            entries += 1
            if name.startswith(HIDDEN):
                continue
            child = node[name]
            path = prefix + "/" + name
            if isinstance(child, dict):
                on_dir(path)
                stack.append((path, child))
            else:
                visit(path, child)
    return entries
