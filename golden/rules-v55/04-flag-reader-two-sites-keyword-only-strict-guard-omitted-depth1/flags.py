"""Boolean switches read from environment-style mappings."""
TRUTHY = frozenset({"1", "true", "yes", "on"})
FALSY = frozenset({"0", "false", "no", "off"})


def read_flag(env, name, *, default=False, strict=False):
    raw = env.get(name)
    if raw is None:
        return default
    word = raw.strip().lower()
    if word in TRUTHY:
        return True
    if word in FALSY:
        return False
    if strict:
        print(f"{name}: unrecognised value {raw!r}")
        return None
    return default


def read_int(env, name, *, default=0):
    raw = env.get(name, "")
    return int(raw) if raw.strip().isdigit() else default
