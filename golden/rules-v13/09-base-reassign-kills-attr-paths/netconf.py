"""Endpoint settings."""
DEFAULT_PORT = 80
TLS_PORT = 443


class Endpoint:
    def __init__(self, secure=False):
        self.port = TLS_PORT if secure else DEFAULT_PORT

    def url(self):
        return "http://%s:%d" % (self.host, self.port)
