"""Registry of file-format readers."""

_formats = {}
_aliases = {}


def register(name, reader, aliases=()):
    if name in _formats:
        raise KeyError("format already registered: " + name)
    _formats[name] = reader
    for alias in aliases:
        _aliases[alias] = name


def reader_for(name):
    canonical = _aliases.get(name, name)
    try:
        return _formats[canonical]
    except KeyError:
        raise LookupError("no reader for format %r" % name) from None


def known_formats():
    return sorted(_formats) + sorted(_aliases)
