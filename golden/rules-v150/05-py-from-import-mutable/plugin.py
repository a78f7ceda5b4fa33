from registry import HANDLERS, NAMES


def register(name):
    HANDLERS.append(name)
    NAMES.append(name.upper())
