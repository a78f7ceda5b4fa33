"""Parsing helpers for key = value settings files."""


def split_pairs(text):
    pairs = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        pairs[key.strip().lower()] = value.strip()
    return pairs


def to_int(raw, fallback):
    try:
        value = int(raw)
    except ValueError:
        print(f"not a number: {raw!r}, using {fallback}")
        value = fallback
    return value


def to_flag(raw):
    if raw.lower() in ("1", "yes", "on", "true"):
        return True
    return False
