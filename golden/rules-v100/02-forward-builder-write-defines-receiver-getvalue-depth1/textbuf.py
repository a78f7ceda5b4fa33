"""A tiny string builder, in the spirit of io.StringIO."""


class TextBuffer:
    def __init__(self, sep="\n"):
        self.sep = sep
        self.parts = []

    def write(self, text):
        self.parts.append(text)

    def size(self):
        return sum(len(part) for part in self.parts)

    def getvalue(self):
        return self.sep.join(self.parts)
