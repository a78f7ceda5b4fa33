"""Registry of text encoders, filled by register() calls when modules are imported."""

_codecs = {}
_aliases = {}


def _normalize(name):
    return name.strip().lower().replace("-", "").replace("_", "")


def register(name, codec, aliases=()):
    key = _normalize(name)
    if key in _codecs:
        raise ValueError("codec registered twice: " + key)
    _codecs[key] = codec
    for alias in aliases:
        _aliases[_normalize(alias)] = key


def lookup(name):
    key = _normalize(name)
    key = _aliases.get(key, key)
    if key not in _codecs:
        raise LookupError("unknown codec: " + name)
    return _codecs[key]


def available():
    return sorted(_codecs)
