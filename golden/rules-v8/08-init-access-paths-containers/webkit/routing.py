"""URL routing tables, in the spirit of a WSGI path dispatcher."""


class Stats:
    def __init__(self):
        self.routes = 0
        self.mode = "lenient"


class Router:
    def __init__(self, routes, prefix="", strict=False):
        self.prefix = prefix.rstrip("/")
        self.strict = strict
        self.table = {}
        self.by_method = {}
        self.names = []
        self.stats = Stats()
        for method, path, handler in routes:
            full = self.prefix + path
            self.table[full] = handler
            if method not in self.by_method:
                self.by_method[method] = []
            self.by_method[method].append(full)
            self.names.append(handler.__name__)
            self.stats.routes += 1
        if strict:
            self.stats.mode = "strict"
        self.summary = "%d routes: %s" % (self.stats.routes, ", ".join(sorted(self.by_method)))

    def resolve(self, path):
        return self.table.get(path)
