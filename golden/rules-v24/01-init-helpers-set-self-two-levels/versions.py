"""Release version strings, in the shape of distutils' StrictVersion."""
import re

PATTERN = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?(?:([ab])(\d+))?$")
PRE_TAGS = {"a": "alpha", "b": "beta"}


def _number(text):
    return int(text.lstrip("0") or "0")


class Version:
    def __init__(self, vstring, source="tag"):
        self.source = source
        self.raw = vstring.strip()
        self._trace("new")
        self.parse(self.raw)

    def _trace(self, event):
        print(event, self.source, self.raw)

    def parse(self, text):
        match = PATTERN.match(text)
        if not match:
            raise ValueError("invalid version %r" % text)
        major, minor, patch, tag, num = match.groups()
        self.release = (int(major), int(minor), int(patch or 0))
        self._set_pre(tag, num)
        return len(text)

    def _set_pre(self, tag, num):
        if tag:
            self.prerelease = (PRE_TAGS[tag], _number(num))
        else:
            self.prerelease = None

    def describe(self):
        return "%s (%s)" % (self.raw, self.source)

    def key(self):
        return self.release, self.prerelease is None, self.prerelease or ("", 0)
