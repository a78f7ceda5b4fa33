"""Flatten a configuration tree for the settings page."""
from tree import leaves


def flatten(root, hide_secrets=True):
    rows = []
    for path, value in leaves(root):
        if hide_secrets and "password" in path:
            value = "***"
        rows.append((path, value))
    return rows


def render(root):
    lines = ["%s = %r" % (p, v) for p, v in flatten(root)]
    return "\n".join(lines)
