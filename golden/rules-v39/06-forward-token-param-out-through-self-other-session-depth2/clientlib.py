"""A small HTTP session object in the style of requests.Session."""


class Session:
    def __init__(self, agent):
        self.headers = {"User-Agent": agent, "Accept": "*/*"}

    def authorize(self, token, scheme="Bearer"):
        self.headers["Authorization"] = scheme + " " + token.strip()

    def prepare(self, method, url):
        headers = dict(self.headers)
        if method in ("PUT", "POST"):
            headers["Content-Type"] = "application/octet-stream"
        return {"method": method, "url": url, "headers": headers}


def open_session(agent="sync/1.0"):
    return Session(agent)
