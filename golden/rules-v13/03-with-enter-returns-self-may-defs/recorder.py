"""Buffered writers that count what they write."""


class Recorder:
    def __init__(self, path, limit):
        self.path = path
        self.limit = limit
        self.lines = []

    def __enter__(self):
        self.lines.append("# begin " + self.path)
        self.opened = True
        return self

    def write(self, text):
        if len(self.lines) >= self.limit:
            return False
        self.lines.append(text)
        return True

    def size(self):
        return len(self.lines)

    def __exit__(self, exc_type, exc, tb):
        self.lines.append("# end")
        self.opened = False
        return False
