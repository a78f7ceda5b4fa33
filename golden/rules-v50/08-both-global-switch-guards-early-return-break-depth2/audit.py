"""An audit sink that a process switches on, in the style of a logging handler."""

ENABLED = False
PREFIX = "audit"


def switch(flag):
    global ENABLED
    if flag is not None:
        ENABLED = bool(flag)
    return ENABLED


def stamp(event, user):
    return "%s:%s:%s" % (PREFIX, user, event)


def record(event, user):
    if not ENABLED:
        return None
    line = stamp(event, user)
    return line


def is_on():
    return ENABLED
