"""Process-wide output settings, changed only through the setters below."""

OPTIONS = {"sep": ",", "quote": False}
HISTORY = []
WIDTH = 72


def option(name):
    return OPTIONS.get(name)


def set_option(name, value, actor):
    if name not in OPTIONS:
        raise KeyError(name)
    OPTIONS[name] = value
    HISTORY.append((actor, name))


def set_width(columns):
    global WIDTH
    if columns < 20:
        columns = 20
    WIDTH = columns


def width():
    return WIDTH
