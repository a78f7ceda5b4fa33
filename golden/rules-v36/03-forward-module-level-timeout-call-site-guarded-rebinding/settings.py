"""Client limits read from the environment once, when a client module is imported."""

FALLBACK = {"TIMEOUT": "10", "RETRIES": "3", "AGENT": "fetch/2.1"}


def lookup(env, key):
    name = "HTTP_" + key
    if name in env:
        return env[name]
    return FALLBACK[key]


def seconds(env, key):
    text = lookup(env, key)
    value = float(text)
    if value <= 0:
        value = float(FALLBACK[key])
    return value


def backoff(timeout, attempt):
    delay = timeout * 2 ** attempt / 8
    return min(delay, timeout)
