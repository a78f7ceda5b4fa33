"""Names of settings: the canonical spelling and the names an app may not override."""

RESERVED = ("PATH", "HOME", "SHELL")


def canonical(name, prefix):
    key = name.strip().upper()
    if not key.startswith(prefix):
        key = prefix + key
    return key


def is_reserved(key):
    bare = key.split("_", 1)[-1]
    return bare in RESERVED or key in RESERVED


def describe(settings):
    width = max((len(k) for k in settings), default=0)
    rows = []
    for key in sorted(settings):
        rows.append("%s = %s" % (key.ljust(width), settings[key]))
    return "\n".join(rows)
