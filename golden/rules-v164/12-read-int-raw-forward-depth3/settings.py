"""Load settings from environment-like mappings."""


def read_int(env, key, fallback):
    raw = env.get(key)
    if raw is None:
        return fallback
    return int(raw)


def load(env):
    settings = {}
    settings["port"] = read_int(env, "PORT", 8080)
    settings["workers"] = read_int(env, "WORKERS", 2)
    return settings
