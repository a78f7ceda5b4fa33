"""Minimal levelled logging configuration."""

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}

level = LEVELS["warning"]
handlers = []


def set_level(name):
    global level
    if name not in LEVELS:
        raise ValueError("unknown level: %s" % name)
    level = LEVELS[name]


def add_handler(handler):
    handlers.append(handler)


def emit(lvl, message):
    if lvl < level:
        return False
    for h in handlers:
        h(message)
    return True
