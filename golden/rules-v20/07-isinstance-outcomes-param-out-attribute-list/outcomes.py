"""Outcomes of a check, in the style of unittest's skips and failures."""


class Skip:
    def __init__(self, reason):
        self.reason = reason


class Failure:
    def __init__(self, message, line):
        self.message = message
        self.line = line

    def text(self):
        return "line %d: %s" % (self.line, self.message)


def check(item, limit):
    if item.get("skip"):
        return Skip(item["skip"])
    if item["size"] > limit:
        return Failure("too large", item["line"])
    return None
