"""Connection pools in the style of urllib3's PoolManager."""

MAX_SIZE = 10


class ConnectionPool:
    def __init__(self, host, port, maxsize, tag):
        self.host = host
        self.port = port
        self.maxsize = maxsize
        self.free = []
        print("new pool", tag, "for", host)

    def address(self):
        return "%s:%d" % (self.host, self.port)

    def describe(self):
        return "%s (%d max, %d free)" % (self.address(), self.maxsize, len(self.free))


def make_pool(host, port, maxsize, tag):
    if maxsize > MAX_SIZE:
        maxsize = MAX_SIZE
    return ConnectionPool(host, port, maxsize, tag)
