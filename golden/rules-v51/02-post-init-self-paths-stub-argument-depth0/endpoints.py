"""Service endpoints parsed from URLs, kept as dataclasses."""
import sys
from dataclasses import dataclass, field

from hosts import normalize_host, port_of


@dataclass
class Endpoint:
    url: str
    timeout: float = 10.0
    headers: dict = field(default_factory=dict)

    def __post_init__(self):
        scheme, sep, rest = self.url.partition("://")
        if not sep:
            scheme, rest = "https", self.url
        host, _, path = rest.partition("/")
        self.secure = scheme == "https"
        self.host = normalize_host(host, self.secure)
        self.port = port_of(host, self.secure)
        self.path = "/" + path
        if self.timeout <= 0:
            self.timeout = 10.0
        self.headers.setdefault("Host", self.host)
        self.base = scheme + "://" + self.host
        self.retries = 0

    @property
    def timeout_ms(self):
        return int(self.timeout * 1000)

    @timeout_ms.setter
    def timeout_ms(self, value):
        self.timeout = value / 1000

    def link(self, suffix):
        return self.base + self.path.rstrip("/") + "/" + suffix


if __name__ == "__main__":
    api = Endpoint(sys.argv[1] if len(sys.argv) > 1 else "Example.COM:8443/v1/", timeout=0)
    api.timeout_ms = 2500
    print(api.base, api.port, api.timeout, api.headers, api.link("users"))
