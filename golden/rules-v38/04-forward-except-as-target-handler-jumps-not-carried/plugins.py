"""Load plugin manifests from JSON files, collecting the failures instead of stopping at the first."""
import json
import os


class PluginError(RuntimeError):
    pass


def load_plugins(paths, registry, strict=False):
    failures = []
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path, encoding="utf-8") as fh:
                spec = json.load(fh)
        except (OSError, ValueError) as exc:
            if strict:
                raise PluginError("cannot load plugin %s" % name) from exc
            if name in registry:
                del registry[name]
            failures.append("%s: %s" % (name, exc.__class__.__name__))
            continue
        spec.setdefault("enabled", True)
        registry[name] = spec
    return failures
