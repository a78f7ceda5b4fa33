"""A request builder whose setters return the request itself."""
import copy

USER_AGENT = "fetchkit/1.4"


class Request:
    def __init__(self, method, url):
        self.method = method.upper()
        self.url = url
        self.headers = {}
        self.timeout = None

    def header(self, name, value):
        self.headers[name.title()] = value
        return self

    def with_timeout(self, seconds):
        self.timeout = seconds
        return self

    def prepared(self):
        if self.timeout is None:
            print("note: no timeout set for", self.url)
        return self

    def clone(self):
        dup = copy.copy(self)
        dup.headers = dict(self.headers)
        return dup

    def render(self):
        lines = ["%s %s" % (self.method, self.url)]
        for name in sorted(self.headers):
            lines.append("%s: %s" % (name, self.headers[name]))
        if self.timeout is not None:
            lines.append("X-Timeout: %d" % self.timeout)
        return "\n".join(lines)
