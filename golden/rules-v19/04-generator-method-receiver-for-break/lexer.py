"""A small tokenizer that counts lines as it reads, the way shlex.shlex keeps lineno."""


def classify(ch):
    if ch.isdigit():
        return "NUMBER"
    if ch.isalpha():
        return "NAME"
    return "OP"


class Lexer:
    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.lineno = 1

    def tokens(self):
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            self.pos += 1
            if ch == "\n":
                self.lineno += 1
                yield "NEWLINE", ch
            elif not ch.isspace():
                yield classify(ch), ch
        yield "EOF", ""

    def where(self):
        return "line %d, column %d" % (self.lineno, self.pos)
