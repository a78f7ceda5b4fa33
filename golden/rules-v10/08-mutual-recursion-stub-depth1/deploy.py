"""Profile loading for the deploy tool."""
import json

from profiles import resolve

ROOT = "base"


def load_registry(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def load_profile(name, path):
    registry = load_registry(path)
    trail = [ROOT]
    settings = resolve(name, registry, 0, trail)
    settings["profile"] = name
    return settings


def describe(name, path):
    registry = load_registry(path)
    parents = registry[name].get("extends", [])
    return "%s extends %s" % (name, ", ".join(parents))
