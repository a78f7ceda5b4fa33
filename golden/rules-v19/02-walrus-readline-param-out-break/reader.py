"""An in-memory line reader that keeps its position, as io.StringIO does."""


class LineReader:
    def __init__(self, text):
        self.lines = text.splitlines(keepends=True)
        self.pos = 0

    def readline(self):
        if self.pos >= len(self.lines):
            return ""
        line = self.lines[self.pos]
        self.pos += 1
        return line

    def tell(self):
        return self.pos

    def remaining(self):
        return len(self.lines) - self.pos
