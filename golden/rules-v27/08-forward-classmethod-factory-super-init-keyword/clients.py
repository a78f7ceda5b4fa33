"""HTTP clients in the shape of httpx.Client and its base class."""
from urllib.parse import urlsplit

DEFAULT_TIMEOUT = 5.0
DEFAULT_PORT = 80
MAX_REDIRECTS = 20


class BaseClient:
    def __init__(self, timeout=DEFAULT_TIMEOUT, max_redirects=MAX_REDIRECTS):
        self.timeout = timeout
        self.max_redirects = max_redirects

    def deadline(self, start):
        return start + self.timeout

    @staticmethod
    def clamp(value, low, high):
        return max(low, min(value, high))


class Client(BaseClient):
    def __init__(self, host, port=DEFAULT_PORT, timeout=DEFAULT_TIMEOUT):
        super().__init__(BaseClient.clamp(timeout, 0.1, 60.0))
        self.host = host
        self.port = port

    @classmethod
    def from_url(cls, url, timeout):
        parts = urlsplit(url)
        return cls(parts.hostname, parts.port or DEFAULT_PORT, timeout=timeout)

    def origin(self):
        return "http://%s:%d" % (self.host, self.port)
