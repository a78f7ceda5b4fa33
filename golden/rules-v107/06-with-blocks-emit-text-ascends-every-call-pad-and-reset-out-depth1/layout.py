"""A text writer whose indentation level is managed by with-blocks."""


class Writer:
    def __init__(self):
        self.level = 0
        self.lines = []

    def __enter__(self):
        self.level += 1
        return self

    def __exit__(self, exc_type, exc, tb):
        self.level -= 1
        return False

    def emit(self, text):
        pad = "    " * self.level
        self.lines.append(pad + text)

    def reset(self):
        self.level = 0
