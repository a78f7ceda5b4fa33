"""Option lookup with fallbacks, modelled on configparser's get(..., fallback=...)."""


def canonical(name):
    return name.strip().lower().replace("-", "_")


class Options:
    def __init__(self, pairs, section="main"):
        self.section = section
        self.values = {canonical(k): v for k, v in pairs}

    def qualified(self, name, warn):
        if warn and "." in name:
            print("option names are not dotted:", name)
        return "%s.%s" % (self.section, canonical(name))

    def get(self, name, fallback=None):
        key = canonical(name)
        if key in self.values:
            return self.values[key]
        return fallback
