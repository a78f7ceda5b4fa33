"""Server settings; a bad value surfaces as ConfigError naming the key."""


class ConfigError(Exception):
    def __init__(self, key, problem):
        super().__init__(f"{key}: {problem}")
        self.key = key


def read_port(settings, strict):
    raw = settings.get("port", "8080")
    try:
        port = int(raw)
    except ValueError as err:
        raise ConfigError("port", f"not a number: {raw!r}") from err
    if strict and port < 1024:
        raise ConfigError("port", f"{port} is privileged")
    return port


def read_host(settings):
    host = settings.get("host", "").strip()
    if not host:
        raise ConfigError("host", "empty")
    return host
