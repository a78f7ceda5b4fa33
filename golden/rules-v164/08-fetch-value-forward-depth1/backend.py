"""A slow key-value backend."""


def fetch(source, key, log):
    log[key] = log.get(key, 0) + 1
    value = source.get(key, 0)
    return value * 10
