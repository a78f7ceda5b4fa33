"""Registry of output formats, filled by register() calls."""

_writers = {}
_extensions = {}


def register(name, writer, extension=None):
    key = name.lower()
    if key in _writers:
        raise ValueError("format registered twice: " + key)
    _writers[key] = writer
    _extensions[key] = extension or "." + key


def writer_for(name):
    key = name.lower()
    if key not in _writers:
        raise LookupError("no writer for format " + name)
    return _writers[key]


def extension_for(name):
    return _extensions.get(name.lower(), ".out")


def names():
    return sorted(_writers)
