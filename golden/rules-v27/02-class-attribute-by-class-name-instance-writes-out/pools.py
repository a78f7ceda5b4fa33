"""Connection pools in the shape of urllib3's HTTPConnectionPool."""

DEFAULT_MAXSIZE = 10
DEFAULT_BLOCK = False
HARD_LIMIT = 100


class ConnectionPool:
    maxsize = DEFAULT_MAXSIZE
    block = DEFAULT_BLOCK

    def __init__(self, host, maxsize=None, block=None):
        self.host = host
        self.maxsize = ConnectionPool.maxsize if maxsize is None else maxsize
        self.block = ConnectionPool.block if block is None else block
        self.free = []

    def grow(self, extra):
        self.maxsize = min(self.maxsize + extra, HARD_LIMIT)

    def describe(self):
        return "%s (%d%s)" % (self.host, self.maxsize, ", blocking" if self.block else "")

    @staticmethod
    def budget(pool_count, reserve):
        planned = ConnectionPool.maxsize * pool_count
        return min(planned + reserve, HARD_LIMIT * pool_count)
