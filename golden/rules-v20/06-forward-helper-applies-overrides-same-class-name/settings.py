"""Layered settings: defaults first, then overrides applied by a helper function."""


def normalize(key):
    return key.strip().lower().replace("-", "_")


class Settings:
    def __init__(self, defaults):
        self.values = dict(defaults)

    def set(self, key, value):
        key = normalize(key)
        if key not in self.values:
            raise KeyError("unknown setting " + key)
        self.values[key] = value

    def get(self, key):
        return self.values[key]

    def names(self):
        return sorted(self.values)


def apply(settings, overrides):
    changed = 0
    for key, value in overrides.items():
        settings.set(key, value)
        changed += 1
    return changed
