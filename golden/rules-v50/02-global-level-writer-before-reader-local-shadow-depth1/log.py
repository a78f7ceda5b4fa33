"""A small logging front end with one process-wide threshold."""

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}
LEVEL = 30
FORMAT = "[%(level)s] %(msg)s"


def set_level(name):
    global LEVEL
    if name in LEVELS:
        LEVEL = LEVELS[name]
    return LEVEL


def _rank(name):
    return LEVELS.get(name.lower(), 0)


def enabled(name):
    return _rank(name) >= LEVEL


def render(name, msg):
    LEVEL = name.upper()
    return FORMAT % {"level": LEVEL, "msg": msg}
