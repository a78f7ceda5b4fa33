"""An API session: a TLS connection that logs in when it opens."""
from conn import TlsConnection

TOKEN_PREFIX = "Bearer "


class ApiSession(TlsConnection):
    AGENT = "api-client/2.1"
    TIMEOUT = 30

    def __init__(self, host, cert, token):
        super().__init__(host, 443, cert)
        self.token = token

    def open(self):
        super().open()
        self.auth = TOKEN_PREFIX + self.token

    def banner(self):
        return "%s #%d %s %s %s" % (self.AGENT, self.opened, self.peer, self.cipher, self.auth)


def start(host, token):
    session = ApiSession(host.lower(), "ca.pem", token)
    print(session.describe())
    session.open()
    line = session.banner()
    return line


if __name__ == "__main__":
    print(start("API.Example.com", "t0k3n"))
