"""Per-path request statistics, kept in a dict of small objects keyed by path."""
from operator import attrgetter


class PathStats:
    def __init__(self, path):
        self.path = path
        self.count = 0
        self.bytes = 0


def index_paths(paths):
    index = {}
    for path in paths:
        index[path] = PathStats(path)
    return index


def record(index, hits, unknown):
    matched = 0
    for hit in hits:
        if hit["path"] not in index:
            unknown.append(hit["path"])
            continue
        index[hit["path"]].count += 1
        index[hit["path"]].bytes += hit["size"]
        matched += 1
    return matched


def busiest(index, n):
    ranked = sorted(index.values(), key=attrgetter("count"), reverse=True)
    return [s.path for s in ranked[:n]]
