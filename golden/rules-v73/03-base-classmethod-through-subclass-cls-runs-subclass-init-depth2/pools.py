"""Connection pools keyed by URL, in the style of urllib3's connection_from_url."""

DEFAULT_PORT = 8080


class HTTPPool:
    SCHEMES = {"http": 80, "https": 443}
    MAXSIZE = 4
    BLOCK = False

    def __init__(self, host, port, maxsize=None):
        self.host = host
        self.port = port
        self.maxsize = maxsize or self.MAXSIZE

    @classmethod
    def from_url(cls, url):
        scheme, _, rest = url.partition("://")
        host, _, port = rest.partition(":")
        if not port:
            port = cls.SCHEMES[scheme]
        pool = cls(host, int(port))
        return pool

    def key(self):
        return "%s:%d/%d" % (self.host, self.port, self.maxsize)


def plain_pool(host):
    return HTTPPool(host, DEFAULT_PORT)
