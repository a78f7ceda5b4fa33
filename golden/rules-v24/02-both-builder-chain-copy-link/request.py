"""A request builder whose setters return self, in the shape of requests' PreparedRequest."""

USER_AGENT = "fetch/1.0"
CONNECT_TIMEOUT = 3.05


class RequestBuilder:
    def __init__(self, url):
        self.url = url
        self.headers = {"User-Agent": USER_AGENT}
        self.timeout = None

    def header(self, name, value):
        self.headers[name.title()] = value
        return self

    def timeouts(self, read, connect=CONNECT_TIMEOUT):
        if read > connect * 10:
            print("long read timeout", read)
        self.timeout = (connect, read)
        return self

    def verbose(self, label):
        print("building", label, self.url)
        return self

    def copy(self):
        other = RequestBuilder(self.url)
        other.headers.update(self.headers)
        other.timeout = self.timeout
        return other

    def prepare(self):
        lines = ["GET %s" % self.url]
        for name in sorted(self.headers):
            lines.append("%s: %s" % (name, self.headers[name]))
        lines.append("Timeout: %s" % (self.timeout,))
        return "\n".join(lines)
