"""Install generated helper methods on a class without overwriting, dataclass style."""
from types import SimpleNamespace
from fieldattrs import _set_new_attribute, _set_qualname, _tuple_str


def attach(cls, name, fn):
    existed = _set_new_attribute(cls, name, fn)
    where = fn.__qualname__
    if existed:
        where += " (kept)"
    return where


def install(cls, methods):
    placed = []
    for name in methods:
        placed.append(attach(cls, name, methods[name]))
    return placed


def adopt(cls, fn):
    _set_qualname(cls, fn)
    return fn.__qualname__


def signature(names):
    fields = [SimpleNamespace(name=n) for n in names]
    return _tuple_str("self", fields)


def main():
    point = type("Point", (), {"__slots__": ("x", "y"), "__len__": lambda self: 2})
    methods = {"astuple": lambda self: (self.x, self.y), "__len__": lambda self: 0}
    print(install(point, methods))
    print(adopt(point, lambda self: None), signature(point.__slots__))


main()
