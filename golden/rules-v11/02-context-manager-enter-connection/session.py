"""HTTP sessions that hand out a connection, after urllib3's pool managers."""


class Connection:
    def __init__(self, base, timeout):
        self.base = base.rstrip("/")
        self.timeout = timeout
        self.calls = 0

    def get(self, path):
        self.calls += 1
        url = self.base + "/" + path.lstrip("/")
        return {"url": url, "timeout": self.timeout, "status": 200}


class Session:
    def __init__(self, base, timeout):
        self.base = base
        self.timeout = timeout
        self.active = False

    def __enter__(self):
        self.active = True
        return Connection(self.base, self.timeout)

    def __exit__(self, exc_type, exc, tb):
        self.active = False
        return False
