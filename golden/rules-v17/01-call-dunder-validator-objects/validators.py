"""Field validators in the style of form libraries: objects called like functions."""
import re


def anchored(pattern):
    return "^(?:%s)$" % pattern


class MinLength:
    def __init__(self, limit):
        self.limit = limit

    def __call__(self, value, field):
        print("checking the length of", field)
        return len(value) >= self.limit


class Matches:
    def __init__(self, pattern):
        self.regex = re.compile(anchored(pattern))

    def __call__(self, value, field):
        found = self.regex.match(value)
        return found is not None


class Recorder:
    def __init__(self):
        self.seen = []

    def __call__(self, value, field):
        self.seen.append((field, value))
        return True
