"""Read every existing settings file; a missing file is skipped."""
import errno


def load_all(paths):
    loaded = {}
    notes = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                data = f.read()
        except OSError as e:
            notes.append(f"{path}: {e.strerror}")
            if e.errno == errno.ENOENT:
                continue
            raise
        rows = data.splitlines()
        loaded[path] = [row for row in rows if row.strip()]
    return loaded, notes
