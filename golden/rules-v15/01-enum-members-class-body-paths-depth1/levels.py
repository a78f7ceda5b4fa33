"""Severity levels for HTTP response triage."""
from enum import Enum


class Level(Enum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40


PAGE_AT = Level.WARNING


def classify(status):
    if status >= 500:
        return Level.ERROR
    if status >= 400:
        return Level.WARNING
    if status == 304:
        return Level.DEBUG
    return Level.INFO
