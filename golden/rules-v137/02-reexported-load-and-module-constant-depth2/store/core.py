"""Loading records from an in-memory catalogue."""

DEFAULT_LIMIT = 2

CATALOGUE = {
    "fruit": ["apple", "pear", "plum"],
    "veg": ["leek", "kale", "okra"],
}


def _record(kind, name):
    return {"kind": kind, "name": name.title()}


def load(kind, limit=DEFAULT_LIMIT):
    names = CATALOGUE.get(kind, [])
    if limit < 1:
        return []
    records = [_record(kind, n) for n in names[:limit]]
    return records


def kinds():
    return sorted(CATALOGUE)
