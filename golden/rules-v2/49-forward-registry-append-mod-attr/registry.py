"""Plugin registry."""

REGISTRY = []
DISABLED = set()


def register(item):
    if item in DISABLED:
        return False
    REGISTRY.append(item)
    return True


def disable(name):
    DISABLED.add(name)
