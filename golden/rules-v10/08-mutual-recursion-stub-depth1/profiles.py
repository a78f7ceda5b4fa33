"""Layered deployment profiles: a profile may extend other profiles."""
import logging

log = logging.getLogger(__name__)

MAX_NESTING = 8


def resolve(name, registry, depth, trail):
    entry = registry[name]
    if depth > MAX_NESTING:
        raise RecursionError("profiles nested too deeply at " + name)
    merged = {}
    for parent in entry.get("extends", []):
        merged.update(resolve_parent(parent, registry, depth + 1, trail + [name]))
    merged.update(entry.get("values", {}))
    return merged


def resolve_parent(parent, registry, depth, trail):
    log.debug("resolving %s via %s", parent, " > ".join(trail))
    if parent not in registry:
        return {}
    return resolve(parent, registry, depth, trail)


def preview(name, registry):
    return resolve(name, registry, 0, [])
