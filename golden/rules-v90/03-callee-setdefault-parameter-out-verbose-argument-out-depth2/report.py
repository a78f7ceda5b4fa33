"""Summarise a log, one line per service."""
from grouping import add_records, parse_line


def load(lines):
    records = []
    for line in lines:
        if line.startswith("#"):
            continue
        records.append(parse_line(line))
    return records


def collect(batches, field, debug):
    groups = {}
    sizes = {}
    noisy = debug or len(batches) > 3
    for batch in batches:
        add_records(groups, batch, field, verbose=noisy)
        sizes[len(sizes)] = len(batch)
    orphans = groups.get("", [])
    print(len(sizes), "batches,", len(orphans), "orphans")
    return groups


def main(text, debug=False):
    batches = []
    for chunk in text.split("\n\n"):
        batches.append(load(chunk.splitlines()))
    grouped = collect(batches, "service", debug)
    for service in sorted(grouped):
        print(service, len(grouped[service]))
    return grouped


if __name__ == "__main__":
    main("api: up\napi: slow\n# rotated\ndb: full\n\n: lost\ndb: ok", True)
