"""A URL router in the style of a small web framework."""


def normalize_prefix(prefix):
    prefix = "/" + prefix.strip("/")
    return prefix if prefix != "/" else ""


def split_path(path):
    return [part for part in path.split("/") if part]


class Router:
    def __init__(self, prefix):
        self.prefix = normalize_prefix(prefix)
        self.table = {}
        self.misses = 0

    def _register(self, parts, name):
        self.table["/".join(parts)] = name

    def add(self, path, name):
        parts = split_path(self.prefix + path)
        self._register(parts, name)
        return len(parts)

    def resolve(self, path):
        name = self.table.get("/".join(split_path(path)))
        if name is None:
            self.misses += 1
        return name

    def describe(self):
        return "%d routes, %d misses" % (len(self.table), self.misses)


def make_router(prefix="api"):
    return Router(prefix)
