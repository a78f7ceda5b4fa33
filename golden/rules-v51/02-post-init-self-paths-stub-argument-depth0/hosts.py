"""Host names and ports as the endpoint table keeps them."""

ALIASES = {"localhost": "127.0.0.1"}
DEFAULT_PORTS = {True: 443, False: 80}


def normalize_host(host, secure):
    name = host.partition(":")[0].strip().lower().rstrip(".")
    if not secure and name.endswith(".internal"):
        print("warning: plain http to", name)
    return ALIASES.get(name, name)


def port_of(host, secure):
    _, sep, port = host.partition(":")
    if not sep:
        return DEFAULT_PORTS[secure]
    return int(port)


def is_private(name):
    return name.startswith("10.") or name.startswith("192.168.")
