"""Load a service's settings and report the problems found."""
from settings import parse_config

DEFAULTS = {"host": "localhost", "port": "8080"}
TEXT = "# service\nhost = example.org\nport = 9000\nverbose\nport = 9001\n"


def load_settings(lines, values):
    origin, errors = parse_config(lines, values)
    for message in errors:
        print("settings:", message)
    source = "line %d" % origin["port"] if "port" in origin else "default"
    print("port", values["port"], "from", source)
    return len(errors)


def boot(text):
    values = dict(DEFAULTS)
    failures = load_settings(text.splitlines(), values)
    if failures > 1:
        return None
    return "%s:%s" % (values["host"], values["port"])


if __name__ == "__main__":
    print(boot(TEXT))
    print(boot("port = 7000"))
