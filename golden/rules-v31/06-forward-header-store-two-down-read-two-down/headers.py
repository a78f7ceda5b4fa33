"""Default request headers shared by every request the process sends."""

_defaults = {"User-Agent": "minifetch/0.3", "Accept": "*/*"}
_built = 0


def set_header(name, value):
    _defaults[name.title()] = value


def build_headers(extra):
    global _built
    merged = dict(_defaults)
    merged.update(extra)
    _built += 1
    return merged


def built_count():
    return _built
