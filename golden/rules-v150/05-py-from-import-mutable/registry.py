HANDLERS = []
NAMES = []


def count():
    return len(HANDLERS)
