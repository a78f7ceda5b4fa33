"""Registry of the subcommands of the tool, with deprecated entries kept for old scripts."""

REGISTRY = {"build": {"handler": "tool.build", "deprecated": False}, "clean": {"handler": "tool.clean", "deprecated": False}, "debug": {"handler": "tool.debug", "deprecated": False}, "make": {"handler": "tool.build", "deprecated": True}, "test": {"handler": "tool.test", "deprecated": False}}


def register(registry, name, handler, deprecated=False):
    registry[name] = {"handler": handler, "deprecated": deprecated}
    return handler


def command_names(registry):
    names = []
    for name, entry in registry.items():
        if entry["deprecated"]:
            continue
        names.append(name)
    return sorted(names)


def handler_for(registry, name):
    entry = registry.get(name)
    if entry is None or entry["deprecated"]:
        return None
    return entry["handler"]
