"""Registries of named functions, filled by decorators."""

DEPRECATED = {}


def deprecated(fn):
    DEPRECATED[fn.__name__] = "scheduled for removal"
    return fn


class Registry:
    def __init__(self, kind):
        self.kind = kind
        self._items = {}

    @staticmethod
    def _key(fn):
        return fn.__name__.removeprefix("to_").replace("_", "-")

    def register(self, fn):
        key = self._key(fn)
        if key in self._items:
            raise ValueError("%s %r is registered twice" % (self.kind, key))
        self._items[key] = fn
        return fn

    def names(self):
        return sorted(self._items)

    def describe(self):
        return "%d %ss" % (len(self._items), self.kind)

    def get(self, name):
        return self._items[name]
