"""Process-wide settings, loaded once at start-up."""
import json
import os

DEFAULTS = {"timeout": 30, "retries": 3, "base_url": "https://api.example.com"}

current = dict(DEFAULTS)
source = None


def _read_json(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, dict):
        raise ValueError("settings file must hold an object")
    return data


def _from_env(prefix):
    found = {}
    for key, value in os.environ.items():
        if key.startswith(prefix):
            found[key[len(prefix):].lower()] = value
    return found


def load(path=None, env_prefix="APP_"):
    global current, source
    merged = dict(current)
    if path:
        merged.update(_read_json(path))
        source = path
    merged.update(_from_env(env_prefix))
    current = merged
    return current


def get(key, default=None):
    return current.get(key, default)
