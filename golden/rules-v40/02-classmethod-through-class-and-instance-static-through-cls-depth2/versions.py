"""Semantic version numbers, a value class written by hand."""


class Version:
    def __init__(self, major, minor=0, patch=0, pre=""):
        self.major = major
        self.minor = minor
        self.patch = patch
        self.pre = pre

    @staticmethod
    def _number(text):
        if not text.isdigit():
            return 0
        return int(text)

    @classmethod
    def parse(cls, text):
        text, _, build = text.partition("+")
        if build:
            print(f"ignoring build metadata {build!r}")
        core, _, pre = text.lstrip("v").partition("-")
        fields = core.split(".") + ["0", "0"]
        major = cls._number(fields[0])
        minor = cls._number(fields[1])
        patch = cls._number(fields[2])
        return cls(major, minor, patch, pre)

    def key(self):
        return (self.major, self.minor, self.patch, self.pre == "")

    def newer_than(self, other):
        return self.key() > other.key()

    def label(self):
        suffix = f"-{self.pre}" if self.pre else ""
        return f"v{self.major}.{self.minor}.{self.patch}{suffix}"
