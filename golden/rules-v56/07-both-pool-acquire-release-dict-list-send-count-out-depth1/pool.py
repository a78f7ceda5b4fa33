"""A keyed pool of reusable connections."""


class Connection:
    def __init__(self, host, label):
        self.host = host
        self.label = label
        self.sent = []

    def send(self, data):
        self.sent.append(data)
        return len(data)


class Pool:
    def __init__(self, name):
        self.name = name
        self._idle = {}
        self._busy = []

    def acquire(self, host):
        conn = self._idle.pop(host, None)
        if conn is None:
            conn = Connection(host, "%s-%d" % (self.name, len(self._busy)))
        self._busy.append(conn)
        return conn

    def release(self, conn):
        self._busy.remove(conn)
        self._idle[conn.host] = conn

    def stats(self):
        return "%s: %d idle, %d busy" % (self.name, len(self._idle), len(self._busy))
