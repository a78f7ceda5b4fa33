"""Process-wide logging threshold."""

DEFAULT_LEVEL = 20
level = DEFAULT_LEVEL
NAMES = {10: "debug", 20: "info", 30: "warning", 40: "error"}


def set_level(n):
    global level
    if n not in NAMES:
        n = DEFAULT_LEVEL
    level = n


def level_name(n):
    return NAMES.get(n, "custom")
