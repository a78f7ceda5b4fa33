"""A line-based cache file with a JSON version header; stale files are skipped."""
import json


def unquote(text):
    return text.replace("%3D", "=").replace("%25", "%")


def decode(raw):
    text = raw.rstrip("\n")
    return unquote(text)


def load_cache(path, min_version):
    floor = max(min_version, 2)
    entries = {}
    skipped = 0
    with open(path) as fh:
        header = json.loads(fh.readline())
        if header["version"] < floor:
            return entries
        for line in fh:
            if line.startswith("#"):
                skipped += 1
                continue
            key, value = line.split("=", 1)
            entries[key] = decode(value)
        count = len(entries)
    print("loaded", count, "skipped", skipped)
    return entries
