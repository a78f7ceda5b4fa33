"""Nightly error report over access logs."""
import sys

from pipeline import count_by_host, only_errors, parse


def error_report(path, floor):
    sep = "\t" if path.endswith(".tsv") else " "
    with open(path) as fh:
        records = parse(fh, sep)
        errors = only_errors(records, floor)
        counts = count_by_host(errors)
    worst = max(counts, key=counts.get) if counts else None
    return worst


def nightly(paths, strict):
    floor = 400 if strict else 500
    worst = {}
    for path in paths:
        worst[path] = error_report(path, floor)
    return worst


if __name__ == "__main__":
    paths = [arg for arg in sys.argv[1:] if arg != "--strict"]
    print(nightly(paths, "--strict" in sys.argv))
