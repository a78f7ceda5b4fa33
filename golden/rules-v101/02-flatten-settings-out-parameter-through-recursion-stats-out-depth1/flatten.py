"""Flatten a nested settings dict into dotted keys."""

MAX_DEPTH = 4


def flatten(tree, prefix, depth, out, stats):
    if depth > MAX_DEPTH:
        return
    stats["dicts"] += 1
    for key, value in tree.items():
        name = prefix + key
        if isinstance(value, dict):
            flatten(value, name + ".", depth + 1, out, stats)
        else:
            out.append((name, value))
            stats["leaves"] += 1
