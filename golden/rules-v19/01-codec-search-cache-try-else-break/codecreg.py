"""Codec lookup through search modules, after encodings.search_function."""

AVAILABLE = {"utf_8": ("utf-8", 4), "latin_1": ("iso8859-1", 1), "ascii": ("ascii", 1)}
ALIASES = {"utf8": "utf_8", "u8": "utf_8", "latin1": "latin_1"}
cache = {}


def load_module(modname):
    if modname not in AVAILABLE:
        raise ImportError("no codec module named " + modname)
    return AVAILABLE[modname]


def normalize(encoding):
    return encoding.strip().lower().replace("-", "_")


def search(encoding):
    if encoding in cache:
        return cache[encoding]
    norm = normalize(encoding)
    for modname in (norm, ALIASES.get(norm)):
        if modname is None:
            continue
        try:
            mod = load_module(modname)
        except ImportError:
            pass
        else:
            break
    else:
        mod = None
    cache[encoding] = mod
    return mod


def forget(encoding):
    cache.pop(encoding, None)


def cached_names():
    return sorted(cache)
