"""Render worker: pick the rendering mode once at start-up, then report it."""

MODE = "idle"
LABEL = "render worker"


def configure(flag):
    global MODE
    MODE = "fast" if flag else "slow"


def describe():
    return LABEL + " in mode " + MODE


def main(flag):
    configure(flag)
    text = describe()
    current = MODE
    return current
