"""Read a versioned manifest file: a "#v<N>" line, then one "name digest" line per entry."""


def parse_entries(lines):
    entries = {}
    for line in lines:
        name, _, digest = line.strip().partition(" ")
        if digest:
            entries[name] = digest
    return entries


def load_manifest(path, min_version):
    with open(path, encoding="utf-8") as fh:
        first = fh.readline().strip()
        try:
            if not first.startswith("#v"):
                raise ValueError(first)
            version = int(first[2:])
            if version < min_version:
                raise ValueError(first)
        except ValueError:
            print("unsupported manifest header", repr(first))
            return None
        entries = parse_entries(fh)
        print("read", len(entries), "entries of version", version)
    return entries
