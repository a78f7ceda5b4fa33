"""Finds packages that no entry point can reach."""

from reach import reachable, roots_of

PACKAGES = {
    "web": ["auth", "db"],
    "auth": ["db", "legacy"],
    "db": [],
    "legacy": ["db"],
    "tools": ["old"],
    "old": [],
}


def dead_packages(graph, entry, retired, strict):
    banned = set(retired)
    if strict:
        banned.add("legacy")
    live = reachable(graph, entry, banned)
    dead = sorted(set(graph) - live)
    return dead


if __name__ == "__main__":
    print(dead_packages(PACKAGES, ["web"], ["old"], True))
    print(roots_of(PACKAGES))
