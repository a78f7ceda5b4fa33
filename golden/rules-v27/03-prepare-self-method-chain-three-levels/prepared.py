"""A prepared request in the shape of requests.PreparedRequest."""
from urllib.parse import urlencode

DEFAULT_METHOD = "GET"
BODYLESS = ("GET", "HEAD")


class PreparedRequest:
    def __init__(self):
        self.method = None
        self.url = None
        self.headers = {}
        self.body = None

    def prepare(self, method, url, params, data):
        self.prepare_method(method)
        self.prepare_url(url, params)
        self.prepare_body(data)
        self.trace("prepared")
        return len(self.headers)

    def prepare_method(self, method):
        self.method = (method or DEFAULT_METHOD).upper()

    def prepare_url(self, url, params):
        query = self._encode(params)
        self.url = url + "?" + query if query else url

    def prepare_body(self, data):
        if data:
            self.body = self._encode(data)
        self.prepare_content_length()

    def prepare_content_length(self):
        if self.body is not None:
            self.headers["Content-Length"] = str(len(self.body))
        elif self.method not in BODYLESS:
            self.headers["Content-Length"] = "0"

    def trace(self, event):
        print(event, self.method, self.url, sorted(self.headers))

    @staticmethod
    def _encode(pairs):
        return urlencode(sorted(pairs.items()))
