"""A cursor over a text that tracks its line and column."""


class Cursor:
    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.line = 1
        self.col = 1

    def done(self):
        return self.pos >= len(self.text)

    def peek(self):
        return self.text[self.pos]

    def advance(self):
        if self.text[self.pos] == "\n":
            self.line += 1
            self.col = 1
        else:
            self.col += 1
        self.pos += 1
