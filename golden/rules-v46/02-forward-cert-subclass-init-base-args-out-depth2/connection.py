"""Client connections: a plain TCP base class and a TLS subclass."""
import hashlib


class Connection:
    default_port = 80

    def __init__(self, host, port=None, timeout=10.0):
        self.host = host
        self.port = port or self.default_port
        self.timeout = timeout
        self.sock = None

    def address(self):
        return "%s:%d" % (self.host, self.port)


class TLSConnection(Connection):
    default_port = 443

    def __init__(self, host, cert, port=None, verify=True):
        super().__init__(host, port, timeout=30.0)
        self.cert = cert
        self.verify = verify
        self.pin = TLSConnection.fingerprint(cert)

    @staticmethod
    def fingerprint(pem):
        body = "".join(pem.split())
        return hashlib.sha256(body.encode()).hexdigest()[:16]

    def matches(self, presented):
        return self.pin == TLSConnection.fingerprint(presented)
