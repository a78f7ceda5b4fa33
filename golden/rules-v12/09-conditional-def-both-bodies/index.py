"""Index of files already uploaded."""
from compat import join, normalize


def key_for(root, name):
    full = join(root, name)
    return normalize(full)


def seen(index, root, name):
    key = key_for(root, name)
    return key in index
