"""Loads plugin manifests from the plugins directory."""
import json
import threading

_lock = threading.Lock()
registry = {}


class ManifestError(ValueError):
    pass


def parse_manifest(text):
    data = json.loads(text)
    if "name" not in data:
        raise ManifestError("manifest without a name")
    data.setdefault("version", "0.0.0")
    return data


def load_plugins(paths, strict=False):
    loaded = []
    broken = 0
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                manifest = parse_manifest(fh.read())
        except OSError:
            broken += 1
            continue
        except ValueError as err:
            if strict:
                raise RuntimeError(f"bad plugin manifest {path}") from err
            broken += 1
            continue
        else:
            name = manifest["name"]
        with _lock:
            registry[name] = manifest
        loaded.append(name)
    return loaded, broken


def startup(config):
    names, broken = load_plugins(config["plugin_paths"], strict=config.get("strict", False))
    if broken:
        print(f"{broken} plugins failed to load")
    return names
