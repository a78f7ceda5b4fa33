"""Named storage backends: registered at start-up, looked up per request."""

_BACKENDS = {}
_ORDER = []


def join_key(root, key):
    return root.rstrip("/") + "/" + key.lstrip("/")


class Backend:
    def __init__(self, name, root, read_only=False):
        self.name = name
        self.root = root
        self.read_only = read_only

    def path_for(self, key):
        return join_key(self.root, key)


def register(name, backend):
    _BACKENDS[name] = backend
    _ORDER.append(name)
    return backend


def unregister(name):
    _ORDER.remove(name)
    return _BACKENDS.pop(name, None)


def lookup(name, default=None, writable=False):
    backend = _BACKENDS.get(name)
    if backend is None:
        return default
    if writable and backend.read_only:
        return default
    return backend


def registered():
    return list(_ORDER)
