"""Key=value configuration loaders: a base loader and an environment-file variant."""


class Loader:
    def __init__(self, strict):
        self.strict = strict
        self.errors = []

    def load(self, lines):
        values = {}
        for line in lines:
            if line.startswith("#"):
                continue
            if line == "END":
                break
            key, sep, value = line.partition("=")
            if not sep:
                if self.strict:
                    raise ValueError("bad line: " + line)
                self.errors.append(line)
                continue
            values[key.strip()] = value.strip()
        return values


class EnvLoader(Loader):
    def __init__(self, strict, prefix):
        super().__init__(strict)
        self.prefix = prefix

    def load(self, lines):
        if not lines:
            return {}
        prefix = self.prefix
        values = super().load(lines)
        picked = {}
        for key in values:
            if key.startswith(prefix):
                picked[key[len(prefix):]] = values[key]
        return picked

    def describe(self):
        return "EnvLoader(%s, %d bad lines)" % (self.prefix, len(self.errors))
