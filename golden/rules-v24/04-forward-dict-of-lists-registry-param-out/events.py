"""Listener registry keyed by event name, in the shape of a signal dispatch table."""

WILDCARD = "*"


def normalize(event):
    return event.strip().lower()


def register(registry, events, listener):
    added = 0
    for event in events:
        key = normalize(event)
        if not key:
            continue
        if key not in registry:
            registry[key] = []
        registry[key].append(listener)
        added += 1
    return added


def copy_list(registry, key):
    return list(registry.get(key, []))


def listeners_for(registry, event):
    found = copy_list(registry, WILDCARD)
    found.extend(copy_list(registry, normalize(event)))
    return found
