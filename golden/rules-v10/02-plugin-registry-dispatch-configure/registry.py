"""Registry of linter plugins, keyed by name."""


class Registry:
    def __init__(self):
        self.plugins = {}

    def add(self, key, plugin):
        self.plugins[key] = plugin

    def names(self):
        return sorted(self.plugins)

    def run(self, key, line):
        return self.plugins[key].check(line)
