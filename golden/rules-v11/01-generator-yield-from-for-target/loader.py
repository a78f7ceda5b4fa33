"""Load layered configuration text into one settings dict."""
from parse import iter_sources

DEFAULTS = {"level": "info", "color": "auto"}


def load(sources):
    errors = []
    merged = dict(DEFAULTS)
    for key, value in iter_sources(sources, errors):
        merged[key] = value
    if errors:
        print("ignored malformed lines: %s" % errors)
    return merged


def count_keys(sources):
    seen = set()
    for key, _value in iter_sources(sources, []):
        seen.add(key)
    return len(seen)
