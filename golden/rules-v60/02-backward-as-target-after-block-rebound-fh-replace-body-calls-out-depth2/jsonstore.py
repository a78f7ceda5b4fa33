"""Update JSON documents in place, replacing the file atomically."""
import json
import os
import tempfile


def update_json(path, key, value, indent=2):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    data[key] = value
    folder = os.path.dirname(path) or "."
    with tempfile.NamedTemporaryFile("w", dir=folder, suffix=".tmp", delete=False) as fh:
        json.dump(data, fh, indent=indent)
        fh.write("\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(fh.name, path)
    return data
