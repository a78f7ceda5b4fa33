"""Sub-command registry for the ops CLI."""
import functools
import time

COMMANDS = {}
TIMINGS = []


def command(fn):
    name = fn.__name__.removeprefix("cmd_").replace("_", "-")
    COMMANDS[name] = fn
    return fn


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            TIMINGS.append((fn.__name__, time.perf_counter() - started))
    return wrapper


def lookup(name):
    handler = COMMANDS.get(name)
    if handler is None:
        raise SystemExit("unknown command: %s" % name)
    return handler
