"""Semantic versions as immutable values."""


class Version:
    SEPARATOR = "."

    def __init__(self, major, minor=0, patch=0):
        self.major = major
        self.minor = minor
        self.patch = patch

    @classmethod
    def parse(cls, text):
        parts = [int(p) for p in text.lstrip("v").split(cls.SEPARATOR)]
        while len(parts) < 3:
            parts.append(0)
        return cls(parts[0], parts[1], parts[2])

    @staticmethod
    def clamp(number):
        return max(0, number)

    def bumped(self, part):
        if part == "major":
            return Version(self.major + 1)
        if part == "minor":
            return Version(self.major, self.minor + 1)
        return Version(self.major, self.minor, Version.clamp(self.patch) + 1)

    def key(self):
        return (self.major, self.minor, self.patch)

    def tag(self):
        return "v" + Version.SEPARATOR.join(str(n) for n in (self.major, self.minor, self.patch))
