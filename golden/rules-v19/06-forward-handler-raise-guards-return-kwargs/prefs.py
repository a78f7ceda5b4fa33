"""User preferences read from JSON, falling back to defaults when the file is missing."""
import json

DEFAULTS = {"theme": "light", "width": 80}


def read_prefs(path, fallback, strict=False, encoding="utf-8"):
    try:
        fh = open(path, encoding=encoding)
    except FileNotFoundError:
        if strict:
            raise
        print("no preferences at", path)
        data = {}
    else:
        with fh:
            data = json.load(fh)
    merged = dict(fallback)
    merged.update(data)
    return merged


def save_prefs(path, prefs):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(prefs, fh)
