"""Connections in layers: a plain base and a TLS wrapper over it."""

RETRIES = 5


class Connection:
    RETRIES = 3

    def __init__(self, host, port):
        self.host = host
        self.port = port
        self.opened = 0

    def open(self):
        self.opened += 1
        self.peer = "%s:%d" % (self.host, self.port)

    def describe(self):
        return "%s (%d retries)" % (self.host, self.RETRIES)


class TlsConnection(Connection):
    def __init__(self, host, port, cert):
        super().__init__(host, port)
        self.cert = cert

    def open(self):
        super().open()
        self.cipher = "TLS1.3 " + self.cert


def probe(host):
    conn = Connection(host, 80)
    conn.open()
    return conn.peer
