"""Logger objects and the helpers that configure them."""

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}


class Logger:
    def __init__(self, name):
        self.name = name
        self.level = 30
        self.handlers = []


def level_number(text):
    return LEVELS.get(text.lower(), 30)


def set_level(logger, text):
    logger.level = level_number(text)


def add_handler(logger, handler):
    logger.handlers.append(handler)
    return len(logger.handlers)


def configure(logger, options):
    if "level" in options:
        set_level(logger, options["level"])
    for handler in options.get("handlers", []):
        add_handler(logger, handler)
    return logger


def child(logger, suffix):
    logger = Logger(logger.name + "." + suffix)
    logger.level = 10
    return logger


def register(registry, logger):
    registry[logger.name] = logger
    return len(registry)
