"""HTTP connections: a plain base class and a TLS subclass."""


class HTTPConnection:
    default_port = 80
    user_agent = "tiny-http/1.0"

    def __init__(self, host, port=None, timeout=10.0):
        self.host = host.strip().lower()
        self.port = port or self.default_port
        self.timeout = timeout
        self.requests = 0

    def origin(self):
        return "%s:%d" % (self.host, self.port)


class HTTPSConnection(HTTPConnection):
    def __init__(self, host, port=None, cert_file=None, verify=True):
        super().__init__(host, port or 443, timeout=30.0)
        self.cert_file = cert_file
        self.verify = verify

    def describe(self):
        mode = "verified" if self.verify else "unverified"
        return "https://%s (%s)" % (self.origin(), mode)


def probe(host):
    conn = HTTPConnection(host, 8080)
    return conn.origin()


if __name__ == "__main__":
    print(probe(" LocalHost"))
