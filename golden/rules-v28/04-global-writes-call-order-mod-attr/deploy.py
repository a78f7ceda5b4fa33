"""The active deployment profile, chosen once at start-up."""

PROFILES = {"dev": {"workers": 2, "debug": True}, "prod": {"workers": 8, "debug": False}}
DEFAULT = "dev"

name = DEFAULT
workers = PROFILES[DEFAULT]["workers"]
debug = PROFILES[DEFAULT]["debug"]


def lookup(profile):
    key = profile.strip().lower()
    return PROFILES.get(key)


def activate(profile):
    global name, workers, debug
    settings = lookup(profile)
    if settings is None:
        return False
    name = profile
    workers = settings["workers"]
    debug = settings["debug"]
    return True


def scale(factor):
    global workers
    workers = max(1, workers * factor)


def enable_debug():
    global debug
    debug = True
