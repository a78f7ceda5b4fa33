"""Layered configuration: built-in defaults, file values, environment."""


def defaults():
    cfg = {"host": "localhost", "port": 8080}
    cfg["debug"] = False
    return cfg


def merge(base: dict, extra: dict, label):
    for key, value in extra.items():
        if value is None:
            continue
        base[key] = value
    print("merged", len(extra), "keys from", label)


def from_env(env, prefix="APP_"):
    found = {}
    for name, value in env.items():
        if name.startswith(prefix):
            found[name[len(prefix):].lower()] = value
    return found
