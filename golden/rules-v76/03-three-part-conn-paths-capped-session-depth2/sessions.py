"""Client sessions over one pooled connection, in the style of requests."""


def clean_host(host):
    return host.strip().lower().rstrip(".")


class Connection:
    def __init__(self, host, port):
        self.host = clean_host(host)
        self.port = port
        self.timeout = 10.0
        self.retries = 1

    def address(self):
        return "%s:%d" % (self.host, self.port)


class Session:
    def __init__(self, host, port):
        self.conn = Connection(host, port)

    def describe(self):
        return "%s timeout=%.1f retries=%d" % (self.conn.address(), self.conn.timeout, self.conn.retries)
