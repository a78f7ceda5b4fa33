"""Loads a project manifest into a dependency graph."""

from deps import build

MANIFEST = [["app", "core"], ["app", "cli"], ["cli", "core"], ["core", "util"]]
EXTRAS = ["cli", "_private", "docs"]


def load(manifest, extras, verbose):
    pairs = [tuple(item) for item in manifest]
    wanted = [name for name in extras if not name.startswith("_")]
    if verbose:
        print("pairs", len(pairs), "extras", wanted)
    graph = build(pairs, wanted)
    order = sorted(graph)
    print("modules", order)
    return graph


if __name__ == "__main__":
    print(load(MANIFEST, EXTRAS, False))
