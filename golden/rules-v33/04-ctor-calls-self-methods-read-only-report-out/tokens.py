"""A token store read from 'name = value' lines, in the style of dotenv and netrc readers."""


class TokenStore:
    def __init__(self, lines, prefix="", strict=False):
        self.prefix = prefix
        self.strict = strict
        self._reset()
        self._load(lines)
        self._report()

    def _reset(self):
        self.tokens = {}
        self.skipped = 0

    def _load(self, lines):
        for line in lines:
            name, sep, value = self._split(line)
            if not sep:
                self.skipped += 1
                continue
            self.tokens[self.prefix + name] = value

    @staticmethod
    def _split(line):
        name, sep, value = line.partition("=")
        return name.strip(), sep, value.strip()

    def _report(self):
        if self.strict and self.skipped:
            print("skipped", self.skipped, "lines")
        return len(self.tokens)

    def get(self, name):
        return self.tokens.get(self.prefix + name)
