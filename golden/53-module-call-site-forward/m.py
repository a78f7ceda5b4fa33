def options():
    base = 30
    return base * 2

TIMEOUT = options()
RETRY = 3

def wait():
    return TIMEOUT + 1
