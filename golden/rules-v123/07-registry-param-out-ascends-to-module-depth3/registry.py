"""A tiny command registry: names mapped to handler functions."""


def register(table, name, fn):
    if not callable(fn):
        raise TypeError(f"handler for {name!r} is not callable")
    if name in table:
        print(f"replacing the handler for {name!r}")
    table[name] = fn


def dispatch(table, name, arg):
    handler = table.get(name)
    if handler is None:
        return f"unknown command {name!r}"
    return handler(arg)


def names(table):
    return sorted(table)
