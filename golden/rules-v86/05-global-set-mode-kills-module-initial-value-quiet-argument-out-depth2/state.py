"""Process-wide logging mode, set once at start-up."""
import os

MODE = "info"
QUIET = False
LEVELS = ("debug", "info", "warn")


def set_mode(name, quiet=False):
    global MODE, QUIET
    QUIET = quiet
    MODE = name.strip().lower()
    if MODE == "verbose":
        MODE = "debug"
    elif MODE not in LEVELS:
        MODE = "info"
    return MODE


def log(level, text):
    if QUIET or LEVELS.index(level) < LEVELS.index(MODE):
        return False
    print(f"[{level}] {text}")
    return True


set_mode(os.environ.get("APP_LOG", "info"))
