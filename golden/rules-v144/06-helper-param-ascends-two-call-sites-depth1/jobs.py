"""Check that every job's time limit fits in the nightly window."""
from durations import DEFAULT_TIMEOUT, describe, parse_duration

WINDOW = 3 * 3600


def budget(specs):
    total = 0
    for name, spec in specs.items():
        limit = spec.split(";")[0]
        if not limit:
            limit = "30m"
        tag = name.upper()
        needed = parse_duration(limit, tag)
        total += needed
    return total


JOBS = {
    "backup": "2h;nice",
    "reindex": "45m",
    "cleanup": ";low",
}
used = budget(JOBS)
print("used", describe(used), "of", describe(WINDOW))
print("default timeout", describe(DEFAULT_TIMEOUT))
print("fits" if used <= WINDOW else "too long")
