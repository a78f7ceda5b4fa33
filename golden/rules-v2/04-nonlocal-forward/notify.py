"""Timestamped progress messages on stderr."""
import sys
import time

_start = time.monotonic()


def emit(message, stream=None):
    stamp = time.monotonic() - _start
    out = stream or sys.stderr
    out.write("[%7.2f] %s\n" % (stamp, message))
