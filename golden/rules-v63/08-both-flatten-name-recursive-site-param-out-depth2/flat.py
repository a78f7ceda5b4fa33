"""Flatten nested settings into dotted keys, and list their top-level sections."""


def flatten(tree, prefix, sep, out):
    for key in sorted(tree):
        value = tree[key]
        name = prefix + sep + key if prefix else key
        if isinstance(value, dict):
            flatten(value, name, sep, out)
        elif value is not None:
            out[name] = value
    return out


def flat_keys(tree, sep="."):
    return flatten(tree, "", sep, {})


def sections(flat, sep="."):
    heads = []
    for name in sorted(flat):
        head = name.split(sep)[0]
        if head not in heads:
            heads.append(head)
    return heads
