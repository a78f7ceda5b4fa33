"""Timing metrics sent in the statsd line format."""

PREFIX = "shop"
SLOW_MS = 250


def metric_name(route, method):
    head = route.strip("/").replace("/", ".") or "root"
    return "%s.%s" % (method.lower(), head)


def send(line):
    print(PREFIX + "." + line)


def timing(name, millis, rate=1.0):
    line = "%s:%d|ms" % (name, millis)
    if rate < 1.0:
        line += "|@%.2f" % rate
    send(line)


def count(name, value=1):
    send("%s:%d|c" % (name, value))
