"""Start a plugin host: load the manifests and report the ones that failed."""
import os
import tempfile

from plugins import load_plugins


def start(folder, names, strict):
    registry = {"core": {"enabled": True}}
    paths = [os.path.join(folder, name + ".json") for name in names]
    problems = load_plugins(paths, registry, strict=strict)
    if problems:
        print("plugins failed:", "; ".join(problems))
    status = "degraded" if problems else "ok"
    enabled = sorted(name for name, spec in registry.items() if spec["enabled"])
    return status, enabled


def demo():
    work = tempfile.mkdtemp()
    with open(os.path.join(work, "search.json"), "w") as out:
        out.write('{"version": 2}')
    with open(os.path.join(work, "broken.json"), "w") as out:
        out.write("{not json")
    outcome = start(work, ["search", "broken", "absent"], False)
    print(outcome)


if __name__ == "__main__":
    demo()
