"""Merge the settings files of a service, later files winning."""
import os
import tempfile

from settings import log_count, parse_pairs


def merge_settings(paths):
    merged = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                raw = f.read()
        except FileNotFoundError:
            print(f"skip {path}: not found")
            continue
        pairs = parse_pairs(raw)
        merged.update(pairs)
        log_count(path, len(pairs))
    return merged


def effective(root, names, overrides):
    paths = [os.path.join(root, name) for name in names]
    merged = merge_settings(paths)
    merged.update(overrides)
    return merged


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "base.conf"), "w", encoding="utf-8") as out:
        out.write("# base\nport = 80\nhost=example\nbroken line\nport=81\n")
    with open(os.path.join(folder, "site.conf"), "w", encoding="utf-8") as out:
        out.write("port=8080\n")
    print(effective(folder, ["base.conf", "missing.conf", "site.conf"], {"debug": "1"}))
