"""Rank the busiest known paths of an access log."""
import sys

from stats import busiest, index_paths, record

KNOWN = ["/", "/login", "/search", "/cart"]


def parse(lines):
    hits = []
    for line in lines:
        path, size = line.split()
        hits.append({"path": path, "size": int(size)})
    return hits


def report(lines, top):
    index = index_paths(KNOWN)
    unknown = []
    hits = parse(lines)
    matched = record(index, hits, unknown)
    leaders = busiest(index, top)
    print(matched, "matched,", len(unknown), "unknown:", unknown)
    return leaders


if __name__ == "__main__":
    log = sys.argv[1:] or ["/ 120", "/login 300", "/cart 80", "/login 310", "/admin 5", "/login 290", "/cart 75"]
    print(report(log, 2))
