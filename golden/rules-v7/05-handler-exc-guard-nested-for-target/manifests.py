"""Loader for plugin manifest files."""
import errno
import json

REQUIRED = ("name", "version")


def load_manifests(paths, strict=False):
    manifests = {}
    problems = []
    for index, (label, path) in enumerate(sorted(paths.items())):
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except OSError as exc:
            if exc.errno != errno.ENOENT:
                raise
            problems.append("%s: not found" % label)
            continue
        except ValueError as exc:
            problems.append("%s: %s" % (label, exc))
            if strict:
                raise
            continue
        missing = [key for key in REQUIRED if key not in data]
        if missing:
            problems.append("%s: no %s" % (label, ", ".join(missing)))
            continue
        name, *aliases = data["name"].split("|")
        manifests[name] = (data["version"], tuple(aliases), index)
    return manifests, problems
