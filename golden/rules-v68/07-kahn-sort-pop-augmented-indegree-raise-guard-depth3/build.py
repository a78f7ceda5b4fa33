"""Turns a manifest of build steps into an ordered plan."""

from plan import kahn

MANIFEST = {"app": ["cli", "core"], "cli": ["core"], "core": [], "docs": ["app"]}


def live_names(manifest, drop):
    names = [name for name in manifest if name not in drop]
    return names


def to_graph(manifest, drop):
    graph = {}
    for name in live_names(manifest, drop):
        graph[name] = []
    for name, needs in manifest.items():
        for need in needs:
            if need in graph and name in graph:
                graph[need].append(name)
    return graph


def schedule(manifest, drop, verbose):
    graph = to_graph(manifest, drop)
    steps = kahn(graph)
    if verbose:
        print("steps", steps)
    return steps


if __name__ == "__main__":
    print(schedule(MANIFEST, {"docs"}, False))
