"""A position over source text that parser functions advance, in the shape of tomllib's pos helpers."""


class Cursor:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def peek(self):
        if self.pos < len(self.text):
            return self.text[self.pos]
        return ""

    def advance(self):
        ch = self.peek()
        self.pos += 1
        return ch

    def skip_blank(self):
        while self.peek() in (" ", "\t"):
            self.pos += 1

    def rest_of_line(self):
        end = self.text.find("\n", self.pos)
        if end < 0:
            end = len(self.text)
        value = self.text[self.pos:end]
        self.pos = end + 1
        return value

    def expect(self, ch):
        if self.peek() != ch:
            raise SyntaxError("expected %r on line %d" % (ch, self.line()))
        self.pos += 1

    def line(self):
        return self.text.count("\n", 0, self.pos) + 1
