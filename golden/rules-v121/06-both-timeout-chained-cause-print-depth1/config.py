"""Read and parse `key=value` configuration sources."""
from errors import ConfigError, UnknownKeyError

SOURCES = {
    "base": "timeout=30\nretries=2\n",
    "fast": "timeout=5\nretries=x\n",
    "odd": "timeout=12\ncolour=red\n",
}
KNOWN_KEYS = ("timeout", "retries")
DEFAULT_TIMEOUT = 10


def read_source(name):
    try:
        text = SOURCES[name]
    except KeyError as err:
        raise ConfigError(name, "no such source") from err
    return text


def parse_settings(name, text):
    settings = {}
    for line in text.splitlines():
        key, _, raw = line.partition("=")
        if key not in KNOWN_KEYS:
            raise UnknownKeyError(name, key)
        try:
            settings[key] = int(raw)
        except ValueError as err:
            raise ConfigError(name, f"{key} is not a number") from err
    return settings
