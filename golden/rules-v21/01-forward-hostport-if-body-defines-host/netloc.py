"""Split "host[:port]" the way http.client.HTTPConnection._get_hostport does."""

DEFAULT_PORT = 80


def parse_port(text, default):
    if not text:
        return default
    return int(text)


def split_hostport(host, port):
    host = host.strip()
    if port is None:
        i = host.rfind(":")
        j = host.rfind("]")
        if i > j:
            port = parse_port(host[i + 1:], DEFAULT_PORT)
            host = host[:i]
        else:
            port = DEFAULT_PORT
    if host and host[0] == "[" and host[-1] == "]":
        host = host[1:-1]
    return host, port
