"""A small pretty-printer for nested settings: scalars, lists and dicts."""
import containers

STEP = 2


def encode_value(value, indent, seen):
    if isinstance(value, list):
        return containers.encode_list(value, indent, seen)
    if isinstance(value, dict):
        return containers.encode_dict(value, indent, seen)
    seen.append(type(value).__name__)
    return repr(value)


def dumps(settings):
    seen = []
    text = encode_value(settings, 0, seen)
    return text + "\n"


def kinds(settings):
    seen = []
    encode_value(settings, 0, seen)
    return sorted(set(seen))
