"""A small INI reader in the style of configparser."""


def _normalize(key):
    return key.strip().lower()


class IniReader:
    def __init__(self, default_section):
        self.default_section = default_section
        self._options = {}

    def read_string(self, text):
        lines = text.splitlines()
        self._read(lines)

    def _read(self, lines):
        section = self.default_section
        for raw in lines:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                section = line[1:-1]
                continue
            key, value = line.split("=", 1)
            self._set(section, key, value)

    def _set(self, section, key, value):
        name = section + "." + _normalize(key)
        self._options[name] = value.strip()

    def get(self, section, key, fallback):
        return self._options.get(section + "." + key.lower(), fallback)

    def describe(self):
        return self._summary("ini")

    def _summary(self, kind):
        return "%s: %d options" % (kind, self._count())

    def _count(self):
        return len(self._options)
