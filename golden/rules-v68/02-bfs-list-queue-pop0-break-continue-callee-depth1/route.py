"""Plans a walk through a station map, avoiding closed stations."""

from search import hops_to

STATIONS = {
    "quay": ["mill", "park"],
    "mill": ["park", "dock"],
    "park": ["dock", "hill"],
    "dock": ["yard"],
    "hill": ["yard"],
    "yard": [],
}


def plan(graph, origin, target, closed):
    blocked = set(closed)
    label = origin + "->" + target
    hops = hops_to(graph, origin, target, blocked)
    print(label, hops)
    return hops


if __name__ == "__main__":
    plan(STATIONS, "quay", "yard", ["dock"])
