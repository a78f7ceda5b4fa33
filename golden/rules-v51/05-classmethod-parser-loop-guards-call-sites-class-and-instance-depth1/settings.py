"""Server settings read from key=value lines."""


class Settings:
    def __init__(self, host, port, debug):
        self.host = host
        self.port = port
        self.debug = debug

    @classmethod
    def from_lines(cls, lines, defaults):
        host = defaults["host"]
        port = defaults["port"]
        debug = False
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line == "[end]":
                break
            key, _, value = line.partition("=")
            if key == "host":
                host = value
            elif key == "port":
                port = cls.parse_port(value, port)
            elif key == "debug":
                debug = value == "1"
        return cls(host, port, debug)

    @staticmethod
    def parse_port(text, fallback):
        if not text.isdigit():
            return fallback
        return int(text)

    @property
    def address(self):
        return "%s:%d" % (self.host, self.port)
