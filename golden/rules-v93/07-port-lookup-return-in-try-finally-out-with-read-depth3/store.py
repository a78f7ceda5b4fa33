"""A tiny key=value settings store kept in a text file, guarded by a lock file."""
import os


def read_entries(path):
    if not os.path.exists(path):
        return {}
    entries = {}
    skipped = 0
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            key, sep, value = line.rstrip("\n").partition("=")
            if not sep:
                skipped += 1
                continue
            entries[key.strip()] = value.strip()
    if skipped:
        print(path, ": skipped", skipped, "lines")
    return entries


def lookup(path, key, default, owner):
    lock = "%s.%s.lock" % (path, owner)
    open(lock, "w").close()
    try:
        entries = read_entries(path)
        return entries.get(key, default)
    finally:
        os.remove(lock)
