REGISTRY = []
NAMES = []

def register(name):
    REGISTRY.append(name)
    NAMES.append(name.upper())

def count():
    return len(REGISTRY)
