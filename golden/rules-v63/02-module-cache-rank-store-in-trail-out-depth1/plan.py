"""Install plans: the requested packages, dependencies before the packages that need them."""
import sys

import deps

GRAPH = {"app": ["web", "db"], "web": ["http", "json"], "db": ["json"], "http": [], "json": []}


def install_order(graph, targets, verbose):
    deps.reset_ranks()
    trail = []
    levels = {}
    for pkg in targets:
        levels[pkg] = deps.rank(pkg, graph, trail)
    if verbose:
        print("visited:", " ".join(trail))
    order = sorted(levels, key=levels.get)
    return order


def impact(name, graph):
    scores = {}
    for user in deps.dependents(name, graph):
        scores[user] = deps.rank(user, graph, [])
    return scores


def main(argv):
    targets = [arg for arg in argv if not arg.startswith("-")] or ["app", "db", "json"]
    print(install_order(GRAPH, targets, "-v" in argv))
    print(impact("json", GRAPH))


if __name__ == "__main__":
    main(sys.argv[1:])
