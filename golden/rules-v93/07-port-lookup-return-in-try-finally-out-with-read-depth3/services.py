"""Resolve service endpoints from the settings store."""
import os
import tempfile
from store import lookup

STORE = os.path.join(tempfile.gettempdir(), "services.cfg")


def port_for(service, store):
    owner = service + "-ports"
    text = lookup(store, service + ".port", "0", owner)
    port = int(text)
    if not 0 < port < 65536:
        raise ValueError("%s: bad port %r" % (service, text))
    return port


def endpoint(service, store=STORE):
    host = lookup(store, service + ".host", "localhost", "web")
    port = port_for(service, store)
    return "%s:%d" % (host, port)


def endpoints(names):
    found = {}
    for name in names:
        found[name] = endpoint(name)
    return found


if __name__ == "__main__":
    with open(STORE, "w", encoding="utf-8") as out:
        out.write("db.host=10.0.0.5\ndb.port=5432\n# cache\ncache.port = 6379\n")
    print(endpoints(["db", "cache"]))
