"""Validation helpers: each returns an error message or None."""

MAX_QTY = 50


def validate(record, limit):
    if not record:
        return "empty record"
    name = record.get("name")
    if not name:
        return "missing name"
    qty = record.get("qty", 0)
    if qty > limit:
        return "too many " + name
    return None


def normalize(record):
    if record is None:
        return None
    clean = dict(record)
    clean["name"] = clean.get("name", "").strip().lower()
    return clean
