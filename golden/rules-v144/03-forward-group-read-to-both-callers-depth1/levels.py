"""Severity of log lines such as '[WARN] disk almost full'."""
import re

LEVEL = re.compile(r"^\[(?P<level>[A-Z]+)\]\s*(?P<msg>.*)$")
WEIGHTS = {"DEBUG": 0, "INFO": 1, "WARN": 2, "ERROR": 3}


def severity(line):
    m = LEVEL.match(line)
    if m is None:
        return 0
    name = m.group("level")
    message = m.group("msg")
    if not message:
        name = "DEBUG"
    return WEIGHTS.get(name, 0)


def label(line):
    m = LEVEL.match(line)
    if m is None:
        return "?"
    return m.group("level").lower()
