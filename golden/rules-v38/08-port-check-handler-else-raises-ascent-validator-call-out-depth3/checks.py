"""Checks applied to a service's raw settings, raising ConfigError with a readable message."""


class ConfigError(ValueError):
    pass


def require_keys(raw, keys):
    missing = [key for key in keys if not raw.get(key)]
    if missing:
        raise ConfigError("missing settings: %s" % ", ".join(missing))


def as_port(text, low=1, high=65535):
    try:
        port = int(text)
    except ValueError as exc:
        raise ConfigError("port %r is not a number" % text) from exc
    else:
        if not low <= port <= high:
            raise ConfigError("port %d is outside %d-%d" % (port, low, high))
    return port
