"""Settings lookup: each helper returns None when it has nothing to say."""

DEFAULTS = {"timeout": "30", "retries": "2"}
OVERRIDES = {"timeout": "", "retries": "5"}


def from_table(table, key, trace):
    trace.append(key)
    value = table.get(key)
    if not value:
        return None
    return value


def to_int(text):
    if text is None:
        return None
    if not text.isdigit():
        return None
    return int(text)


def setting(key, trace):
    raw = from_table(OVERRIDES, key, trace)
    if raw is None:
        raw = from_table(DEFAULTS, key, trace)
    return to_int(raw)


LOOKUPS = []
TIMEOUT = setting("timeout", LOOKUPS)
RETRIES = setting("retries", LOOKUPS)
print("timeout", TIMEOUT, "retries", RETRIES, "lookups", LOOKUPS)
