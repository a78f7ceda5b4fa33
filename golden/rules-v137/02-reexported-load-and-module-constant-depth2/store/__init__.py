"""Public API of the store package."""

from .core import load, DEFAULT_LIMIT
from . import core

__all__ = ["load", "describe", "DEFAULT_LIMIT"]

VERSION = "1.4"


def describe(records):
    kinds = sorted({r["kind"] for r in records})
    return "store %s: %d records (%s)" % (VERSION, len(records), ", ".join(kinds))


def load_all(kinds):
    out = []
    for kind in kinds:
        out.extend(core.load(kind))
    return out
