"""Process-wide output style for a small report tool."""

STYLE = "plain"


def set_style(name):
    global STYLE
    STYLE = name.strip().lower()


def current_style():
    return STYLE


def heading(title):
    style = current_style()
    if style == "loud":
        return title.upper() + "!"
    return title.title()
