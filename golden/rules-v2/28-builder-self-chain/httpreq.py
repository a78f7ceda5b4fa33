"""Fluent construction of HTTP request descriptions."""
import json
from urllib.parse import urlencode


class RequestBuilder:
    def __init__(self, base_url, method="GET"):
        self.base_url = base_url.rstrip("/")
        self.method = method
        self.headers = {}
        self.params = []
        self.body = None
        self.frozen = False

    def _check_open(self):
        if self.frozen:
            raise RuntimeError("request already built")

    def _set_header(self, name, value):
        self._check_open()
        self.headers[name.title()] = value

    def auth(self, token, scheme="Bearer"):
        self._set_header("authorization", "%s %s" % (scheme, token))
        return self

    def accept(self, media_type):
        self._set_header("accept", media_type)
        return self

    def json_body(self, payload):
        self.body = json.dumps(payload, separators=(",", ":"))
        self._set_header("content-type", "application/json")
        self.method = "POST"
        return self

    def param(self, key, value):
        self._check_open()
        self.params.append((key, str(value)))
        return self

    def build(self):
        self.frozen = True
        url = self.base_url
        if self.params:
            url += "?" + urlencode(self.params)
        return {"method": self.method, "url": url, "headers": dict(self.headers), "body": self.body}
