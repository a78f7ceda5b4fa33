"""Ordering and paging helpers for exports."""


def field_value(name, record):
    value = record.get(name)
    if value is None:
        return ""
    return str(value)


def take(rows, limit, indent):
    if limit is None:
        return rows
    print(" " * indent + "first %d rows" % limit)
    return rows[:limit]
