"""Configuration loading for the deploy tool."""
import json

from expand import expand_mapping


def load(path, environ, verbose=False):
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    trace = []
    env = dict(environ)
    env.setdefault("HOME", "/root")
    config = expand_mapping(raw, env, trace, 0)
    if verbose:
        print("\n".join(trace))
    return config
