"""Service endpoints; the with_* methods return changed copies."""
import copy


class Endpoint:
    def __init__(self, host, port):
        self.host = host
        self.port = port
        self.scheme = "http"

    def secure(self):
        self.scheme = "https"

    def with_port(self, port):
        clone = copy.copy(self)
        clone.port = port
        return clone

    def url(self):
        return "%s://%s:%d" % (self.scheme, self.host, self.port)
