"""A tiny connection pool whose leases are context managers."""


class Connection:
    def __init__(self, name):
        self.name = name
        self.log = []

    def send(self, message):
        if "!" in message:
            raise ConnectionError(f"{self.name} refused {message!r}")
        self.log.append(message)


class Lease:
    def __init__(self, pool):
        self.pool = pool
        self.conn = None

    def __enter__(self):
        self.conn = self.pool.pop()
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        self.pool.append(self.conn)
        return False
