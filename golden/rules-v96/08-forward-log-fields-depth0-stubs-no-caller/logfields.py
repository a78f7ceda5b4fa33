"""Field helpers for access-log lines."""


def split_fields(text):
    parts = text.split(" ", 2)
    while len(parts) < 3:
        parts.append("")
    return parts


def to_level(name, default):
    table = {"DEBUG": 10, "INFO": 20, "WARN": 30, "ERROR": 40}
    key = name.strip("[]").upper()
    return table.get(key, default)


def is_noise(text):
    return text.startswith("#") or not text.strip()
