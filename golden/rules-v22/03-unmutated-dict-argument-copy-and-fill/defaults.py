"""Default settings and the helpers that combine them with user options."""

BASE = {"color": "auto", "pager": "less", "width": 80}


def canonical(key):
    return key.strip().lower().replace("-", "_")


def override(table, key, value):
    name = canonical(key)
    table[name] = value
    return name


def fill_missing(opts, table):
    added = 0
    for key, value in table.items():
        if key not in opts:
            opts[key] = value
            added += 1
    return added


def merged(table, extra):
    result = dict(table)
    result.update(extra)
    return result
