"""Read a service's header-style settings file and check the values it needs."""
import os
import sys
import tempfile

from checks import ConfigError, as_port, require_keys

DEFAULTS = {"host": "127.0.0.1", "port": "8080"}
REQUIRED = ("host", "port")


def load(path):
    raw = dict(DEFAULTS)
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            try:
                key, value = line.split(":", 1)
            except ValueError:
                break
            raw[key.strip().lower()] = value.strip()
    require_keys(raw, REQUIRED)
    port = as_port(raw["port"])
    admin = as_port(raw.get("admin-port", "0"), low=0)
    return raw["host"], port, admin


def main(argv):
    path = argv[1] if len(argv) > 1 else os.path.join(tempfile.mkdtemp(), "service.conf")
    if len(argv) < 2:
        with open(path, "w", encoding="utf-8") as out:
            out.write("Host: example.org\nPort: 8443\n\nport: 1\n")
    try:
        host, port, admin = load(path)
    except ConfigError as err:
        print("bad settings:", err)
        return 2
    print("listening on %s:%d (admin %d)" % (host, port, admin))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
