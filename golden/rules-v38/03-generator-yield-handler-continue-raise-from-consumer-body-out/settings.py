"""Merge layered settings files: later files override earlier ones."""
import os
import tempfile

from records import iter_records


def load(paths, strict=False):
    merged = {}
    origin = {}
    for path in paths:
        if not os.path.exists(path):
            continue
        for key, value in iter_records(path, strict=strict):
            if value != "!unset":
                merged[key] = value
                origin[key] = os.path.basename(path)
            elif key in merged:
                del merged[key]
                del origin[key]
    return merged, origin


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    return path


if __name__ == "__main__":
    work = tempfile.mkdtemp()
    base = write(work, "base.conf", "# defaults\nHost = example.org\nport = 80\nbroken line\n")
    local = write(work, "local.conf", "port = 8080\nhost = !unset\n")
    print(load([base, os.path.join(work, "missing.conf"), local]))
    try:
        load([base], strict=True)
    except ValueError as err:
        print("strict:", err, "| cause:", err.__cause__)
