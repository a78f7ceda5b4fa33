"""Assemble a service's settings from its layered files."""
import os
import sys
import tempfile

from loader import load_all


def layer_paths(root, extra):
    names = ["defaults.conf", "site.conf"]
    paths = [os.path.join(root, name) for name in names]
    if extra:
        paths.append(extra)
    return paths


def settings(root, extra=None, strict=False):
    loaded, notes = load_all(layer_paths(root, extra))
    if strict and notes:
        raise RuntimeError("; ".join(notes))
    merged = {}
    for rows in loaded.values():
        merged.update(row.split("=", 1) for row in rows)
    return merged


def main(root):
    local = os.environ.get("SETTINGS_LOCAL")
    strict = "--strict" in sys.argv
    cfg = settings(root, extra=local, strict=strict)
    for key in sorted(cfg):
        print(key, "=", cfg[key])


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "defaults.conf"), "w", encoding="utf-8") as out:
        out.write("port=80\n\nhost=example.org\n")
    main(folder)
