"""Start listeners described by configuration lines."""
from journal import Journal
from ports import admin_port, parse_port, split_spec

DEFAULT_PORT = 8080
LOG = []


def listener(spec):
    host, raw = split_spec(spec)
    port = parse_port(raw, DEFAULT_PORT)
    address = (host, port)
    return address


def start_all(specs):
    started = []
    for spec in specs:
        started.append(listener(spec))
    return started


def boot(config_text):
    specs = [line for line in config_text.splitlines() if line]
    return start_all(specs)


with Journal(LOG, "boot") as entry:
    entry.note("starting")
CONFIG = "web:8000\napi:http\nlocal:80"
ADDRESSES = boot(CONFIG)
ADMIN = admin_port("9443")
print(ADDRESSES, ADMIN, LOG)
