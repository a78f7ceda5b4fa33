"""Resolve product names to catalogue records, loading each record once."""


def load_record(catalog, key):
    record = dict(catalog[key])
    record["key"] = key
    return record


def resolve_all(names, catalog):
    cache = {}
    resolved = []
    for name in names:
        key = name.strip().lower()
        try:
            record = cache[key]
        except KeyError:
            record = cache[key] = load_record(catalog, key)
        resolved.append(record)
    misses = len(cache)
    print(misses, "records loaded for", len(resolved), "names")
    return resolved
