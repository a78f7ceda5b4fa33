"""A URL builder whose setters return self, in the style of furl and yarl."""
from urllib.parse import quote, urlencode


class UrlBuilder:
    def __init__(self, scheme):
        self.scheme = scheme
        self.netloc = ""
        self.segments = []
        self.query = {}

    def host(self, name, port=None):
        self.netloc = name if port is None else "%s:%d" % (name, port)
        return self

    def segment(self, part):
        self.segments.append(quote(part.strip("/")))
        return self

    def param(self, key, value):
        self.query[key] = value
        return self

    def describe(self):
        return "%s with %d segments" % (self.netloc, len(self.segments))

    def origin(self):
        return "%s://%s" % (self.scheme, self.netloc)

    def build(self):
        path = "/".join(self.segments)
        url = "%s/%s" % (self.origin(), path)
        if self.query:
            url = url + "?" + urlencode(sorted(self.query.items()))
        return url
