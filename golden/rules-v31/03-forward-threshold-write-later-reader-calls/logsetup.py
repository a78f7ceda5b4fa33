"""A tiny process-wide log filter, configured once by the front end."""

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}

threshold = 20
dropped = 0


def set_threshold(level):
    global threshold
    threshold = level


def emit(level, message):
    global dropped
    if level < threshold:
        dropped += 1
        return False
    print("[%d] %s" % (level, message))
    return True


def dropped_count():
    return dropped
