"""Verified HTTPS pools built from the configured URLs."""
from pools import HTTPPool

CA_BUNDLE = "/etc/ssl/certs/ca.pem"


class HTTPSPool(HTTPPool):
    CA_FILE = "/usr/share/ca.pem"
    STRICT = True

    def __init__(self, host, port, maxsize=None):
        super().__init__(host, port, maxsize)
        self.ca_file = self.CA_FILE
        self.verified = False

    def verify(self):
        self.verified = self.STRICT and bool(self.ca_file)
        return self.verified


def open_pools(urls, verify):
    pools = {}
    for url in urls:
        if not url.startswith("https"):
            continue
        pool = HTTPSPool.from_url(url)
        if verify:
            pool.verify()
        pools[pool.key()] = pool
    return pools


if __name__ == "__main__":
    found = open_pools(["https://api.example.com", "http://cache:81", "https://db:8443"], True)
    print(sorted(found), [p.verified for p in found.values()])
