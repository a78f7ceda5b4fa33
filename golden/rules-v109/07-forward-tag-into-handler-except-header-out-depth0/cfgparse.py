"""A tiny key = value parser; a bad line raises ParseError with its location."""

SOURCES = {
    "app.cfg": "name = shop\nport = 8080\n",
    "db.cfg": "host = localhost\nport\n",
    "cache.cfg": "# empty for now\n",
}


class ParseError(ValueError):
    def __init__(self, path, line_no, reason):
        super().__init__(reason)
        self.path = path
        self.line_no = line_no


def read_config(path):
    settings = {}
    for line_no, line in enumerate(SOURCES[path].splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise ParseError(path, line_no, f"expected key = value, got {line!r}")
        settings[key.strip()] = value.strip()
    return settings
