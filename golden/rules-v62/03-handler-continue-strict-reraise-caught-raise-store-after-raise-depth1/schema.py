"""Coerce raw CSV rows into user records."""

FIELDS = ("id", "name", "email")


def clean(value):
    return " ".join(value.split())


def coerce(row):
    record = {}
    for field, value in zip(FIELDS, row):
        record[field] = clean(value)
    record["email"] = record.get("email", "").lower()
    return record


def describe(record):
    return "%s <%s>" % (record["name"], record["email"])
