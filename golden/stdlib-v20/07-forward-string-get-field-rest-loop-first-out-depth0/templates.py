"""Resolve {field} references of report templates with the verbatim string.Formatter lookups."""
from types import SimpleNamespace

from stringcut import Formatter, capwords


def lookup(fmt, field, record):
    obj, first = fmt.get_field(field, (), record)
    return fmt.convert_field(obj, "s"), first


def columns(fields, record):
    fmt = Formatter()
    used = []
    for field in fields:
        if not field:
            continue
        value, first = fmt.get_field(field, (), record)
        used.append(capwords(first.replace("_", " ")) + "=" + str(value))
    return used


if __name__ == "__main__":
    host = SimpleNamespace(name="db-1", ports=[5432, 9187])
    record = {"host": host, "owner_team": "data platform"}
    print(lookup(Formatter(), "host.name", record))
    print(lookup(Formatter(), "host.ports[1]", record))
    print(columns(["owner_team", "", "host.ports[0]"], record))
