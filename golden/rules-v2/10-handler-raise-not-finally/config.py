"""INI-like configuration files with sections."""


class ConfigError(Exception):
    pass


def _coerce(value):
    if value.lower() in ("true", "yes", "on"):
        return True
    if value.lower() in ("false", "no", "off"):
        return False
    try:
        return int(value)
    except ValueError:
        return value


def parse_settings(text):
    result = {}
    section = "main"
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise ConfigError("bad line: %r" % raw)
        result[section + "." + key.strip()] = _coerce(value.strip())
    return result


class Config:
    def __init__(self, path, required=True):
        self.path = path
        self.required = required
        self.values = {}
        self.warnings = []

    def reload(self):
        notes = []
        try:
            with open(self.path, encoding="utf-8") as fh:
                text = fh.read()
        except FileNotFoundError:
            if self.required:
                raise ConfigError("config file not found: " + self.path)
            notes.append("no config file, using defaults")
            text = ""
        except UnicodeDecodeError as err:
            raise ConfigError("config file is not UTF-8: %s" % err)
        finally:
            self.warnings = notes
        self.values = parse_settings(text)
