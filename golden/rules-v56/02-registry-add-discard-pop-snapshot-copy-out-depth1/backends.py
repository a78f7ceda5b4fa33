"""Named backends, and the registry an application keeps them in."""


class Backend:
    def __init__(self, name, url):
        self.name = name
        self.url = url.rstrip("/")

    def describe(self):
        return "%s -> %s" % (self.name, self.url)


class Registry:
    def __init__(self):
        self._items = {}

    def add(self, name, backend):
        self._items[name] = backend
        return backend

    def discard(self, name):
        self._items.pop(name, None)

    def get(self, name, default=None):
        return self._items.get(name, default)

    def names(self):
        return sorted(self._items)

    def snapshot(self):
        return dict(self._items)
