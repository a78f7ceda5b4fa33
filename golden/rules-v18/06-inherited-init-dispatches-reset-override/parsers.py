"""Line parsers whose constructor calls reset(), which subclasses override (the html.parser idiom)."""


def new_log(limit):
    return {"limit": limit, "errors": []}


class LineParser:
    def __init__(self, limit):
        self.limit = limit
        self.reset()

    def reset(self):
        self.lines = []
        self.log = None

    def feed(self, text):
        for raw in text.splitlines():
            if len(raw) > self.limit:
                self.reject(raw)
                continue
            self.lines.append(raw)

    def reject(self, raw):
        pass

    def close(self):
        return {"lines": self.lines, "log": self.log}


class StrictParser(LineParser):
    def reset(self):
        self.lines = []
        self.log = new_log(self.limit)

    def reject(self, raw):
        self.log["errors"].append(raw[: self.limit])


class QuietParser(LineParser):
    def __init__(self):
        self.limit = 10 ** 6
        self.reset()

    def reset(self):
        self.lines = []
        self.log = "quiet"
