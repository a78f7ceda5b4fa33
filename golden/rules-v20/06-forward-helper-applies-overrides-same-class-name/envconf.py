"""Settings read from the environment: the same interface, in a class of the same name."""
import os


class Settings:
    def __init__(self, prefix):
        self.prefix = prefix
        self.values = {}

    def set(self, key, value):
        self.values[key] = str(value)

    def get(self, key):
        if key in self.values:
            return self.values[key]
        return os.environ.get(self.prefix + key.upper(), "")

    def names(self):
        return sorted(self.values)
