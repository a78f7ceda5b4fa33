"""Install ranks of packages in a dependency graph, memoized for the process."""

_RANKS = {}


def reset_ranks():
    _RANKS.clear()


def rank(name, graph, trail):
    if name in _RANKS:
        return _RANKS[name]
    trail.append(name)
    requires = graph.get(name, [])
    best = 0
    for dep in requires:
        best = max(best, rank(dep, graph, trail) + 1)
    _RANKS[name] = best
    return best


def dependents(name, graph):
    found = []
    for pkg, requires in graph.items():
        if name in requires:
            found.append(pkg)
    return found
