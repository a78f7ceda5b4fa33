"""Load the plugins of an application from its manifest."""
import collections
import io

from plugins import register_all


def setup(manifest, registry):
    specs = manifest.get("plugins", [])
    debug = manifest.get("debug", False)
    names = register_all(specs, registry, verbose=debug)
    if not names:
        print("no plugins loaded")
    return names


if __name__ == "__main__":
    plugins = [{"name": "buffer", "factory": io.StringIO}, {"name": "2fast"}, {"name": "counter", "factory": collections.Counter}, {"name": "bad", "factory": "nope"}]
    registry = {}
    print(setup({"plugins": plugins, "debug": True}, registry), sorted(registry))
