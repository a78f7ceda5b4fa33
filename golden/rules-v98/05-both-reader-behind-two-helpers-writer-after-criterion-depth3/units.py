"""Format measurements in the unit system chosen for a session."""

SYSTEM = "metric"


def use_system(name):
    global SYSTEM
    SYSTEM = name


def unit_name():
    if SYSTEM == "imperial":
        return "in"
    return "cm"


def suffix():
    unit = unit_name()
    return " " + unit


def show(value):
    text = str(value) + suffix()
    return text


def session(size):
    line = show(size)
    use_system("metric")
    note = show(size * 2)
    return line + " | " + note


use_system("imperial")
text = session(12)
print(text)
