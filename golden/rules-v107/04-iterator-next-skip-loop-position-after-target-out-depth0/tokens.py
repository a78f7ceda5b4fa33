"""A word iterator that skips comment words and keeps its position in self."""


class Tokens:
    def __init__(self, text, marker="#"):
        self.words = text.split()
        self.marker = marker
        self.pos = 0
        self.skipped = 0

    def __iter__(self):
        return self

    def __next__(self):
        while self.pos < len(self.words) and self.words[self.pos].startswith(self.marker):
            self.skipped += 1
            self.pos += 1
        if self.pos >= len(self.words):
            raise StopIteration
        word = self.words[self.pos]
        self.pos += 1
        if word.endswith(","):
            word = word[:-1]
        return word.lower()
