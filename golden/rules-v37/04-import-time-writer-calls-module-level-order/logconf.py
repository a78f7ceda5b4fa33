"""Logger levels configured from a spec string, in the manner of logging.config."""

LEVELS = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40}

_levels = {"": 30}
_handlers = []


def _parent(name):
    return name.rpartition(".")[0]


def set_level(name, level):
    _levels[name] = LEVELS[level.upper()]


def add_handler(target):
    _handlers.append(target)


def load(spec):
    for item in spec.split(","):
        name, _, level = item.strip().partition("=")
        if not level:
            add_handler(name)
            continue
        set_level("" if name == "root" else name, level)


def effective_level(name):
    while name not in _levels:
        name = _parent(name)
    return _levels[name]
