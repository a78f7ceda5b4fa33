"""A plugin registry in the style of entry-point groups."""


def collapse(text):
    return "_".join(text.split())


def canonical(name):
    return collapse(name).lower()


class Registry:
    def __init__(self, group):
        self.group = group
        self.plugins = {}

    def add(self, name, target):
        key = canonical(name)
        self._put(key, target)
        return key

    def _put(self, key, target):
        self.plugins[key] = target

    def has(self, name):
        return canonical(name) in self.plugins

    def names(self):
        return sorted(self.plugins)
