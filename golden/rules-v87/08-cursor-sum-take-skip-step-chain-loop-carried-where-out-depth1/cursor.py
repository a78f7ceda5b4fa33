"""A cursor over a list of tokens, moved only through small self-calls."""


class Cursor:
    def load(self, tokens):
        self.tokens = tokens
        self._rewind()

    def _rewind(self):
        self.pos = 0

    def done(self):
        return self.pos >= len(self.tokens)

    def peek(self):
        return self.tokens[self.pos]

    def take(self):
        token = self.peek()
        self._step()
        return token

    def skip(self, kind):
        while self.pos < len(self.tokens) and self.peek() == kind:
            self._step()

    def _step(self):
        self.pos += 1

    def where(self):
        return f"at {self.pos} of {len(self.tokens)}"
