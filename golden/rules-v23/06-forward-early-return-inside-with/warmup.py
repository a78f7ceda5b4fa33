"""Warm the in-memory cache from the files of the last run."""
import os
import tempfile

from cachefile import load_cache


def warm(paths, version):
    cache = {}
    missing = []
    for path in paths:
        if not os.path.exists(path):
            missing.append(path)
            continue
        cache.update(load_cache(path, version))
    print(len(missing), "missing")
    return cache


def start(config):
    cache = warm(config["caches"], config["version"])
    size = len(cache)
    label = config["name"]
    return label + ": " + str(size) + " entries"


def sample(folder, name, version, body):
    path = os.path.join(folder, name)
    with open(path, "w") as fh:
        fh.write('{"version": %d}\n' % version + body)
    return path


if __name__ == "__main__":
    tmp = tempfile.mkdtemp()
    fresh = sample(tmp, "a.cache", 3, "# comment\nk1=v%3D1\nk2=v2\n")
    stale = sample(tmp, "b.cache", 1, "k3=v3\n")
    print(start({"caches": [fresh, stale, tmp + "/none"], "version": 2, "name": "web"}))
