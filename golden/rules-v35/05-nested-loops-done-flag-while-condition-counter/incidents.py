"""Report the first error of a service across its rotated log files."""
from logscan import first_match

ROTATED = {"api.log": ["INFO up", "DEBUG ERROR budget probe", "ERROR timeout on /orders", "ERROR again"], "api.log.1": ["INFO up", "WARN slow"], "web.log": ["DEBUG ERROR probe", "INFO up"]}


def oldest_first(names):
    return sorted(names, reverse=True)


def first_error(service, verbose):
    names = oldest_first([name for name in ROTATED if name.startswith(service)])
    files = [(name, ROTATED[name]) for name in names]
    title = service.upper()
    hit, read = first_match(files, "ERROR", not verbose)
    if hit is None:
        return "%s: no error in %d lines" % (title, read)
    path, number, text = hit
    return "%s: %s line %d: %s (%d lines read)" % (title, path, number, text, read)


if __name__ == "__main__":
    print(first_error("api", False))
    print(first_error("web", False))
    print(first_error("web", True))
