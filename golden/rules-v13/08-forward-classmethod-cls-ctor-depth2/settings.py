"""Settings objects built from key/value pairs."""


class Settings:
    def __init__(self, values, source):
        self.values = values
        self.source = source

    @classmethod
    def from_pairs(cls, pairs, source="pairs"):
        values = {}
        for key, value in pairs:
            if key.startswith("#"):
                continue
            values[key.strip()] = value
        return cls(values, source)

    def get(self, key, default=None):
        return self.values.get(key, default)

    def origin(self):
        return self.source
