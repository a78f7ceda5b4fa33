"""Output writers for the inventory exporter."""
import json


def register(table, name, fn):
    key = name.strip().lower()
    if key in table:
        raise ValueError(f"writer {key!r} registered twice")
    table[key] = fn
    return fn


def write_csv(rows):
    return "\n".join(",".join(map(str, row)) for row in rows)


def write_json(rows):
    return json.dumps([list(row) for row in rows])


def write_text(rows):
    return "\n".join(f"{name:<10}{count:>6}" for name, count in rows)


def write_xml(rows):
    cells = "".join(f"<item name='{n}' count='{c}'/>" for n, c in rows)
    return f"<stock>{cells}</stock>"
