"""Exports rows through the writer registered for a format."""

import json

import plugins
from plugins import Registry


def to_json(rows):
    return json.dumps(rows)


def export(kind, rows, fresh):
    if fresh:
        plugins.reset()
    plugins.install()
    reg = Registry()
    writer = reg.lookup(kind)
    if writer is None:
        return "no writer for " + kind
    return writer(rows)


if __name__ == "__main__":
    table = [[1, "a"], [2, "b"]]
    print(export("csv", table, True))
    extra = Registry()
    extra.register("JSON", to_json)
    print(export(" .json", table, False))
    print(export("yaml", table, True))
    print(Registry().names())
