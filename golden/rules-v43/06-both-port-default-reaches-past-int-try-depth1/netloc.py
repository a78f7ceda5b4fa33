"""Split the network location of a URL (after urllib.parse)."""

DEFAULT_PORTS = {"http": 80, "https": 443, "ftp": 21}


def split_netloc(netloc):
    userinfo, _, hostport = netloc.rpartition("@")
    host, sep, port_text = hostport.partition(":")
    if not sep:
        port_text = None
    return userinfo, host.lower(), port_text


def parse_port(port_text, scheme):
    port = DEFAULT_PORTS.get(scheme)
    if not port_text:
        return port
    try:
        port = int(port_text, 10)
    except ValueError:
        print("ignoring port", repr(port_text))
    if port is not None and not 0 <= port <= 65535:
        return None
    return port
