"""Handlers in the style of logging, writing through a stream object they hold."""


def level_name(level):
    return {10: "DEBUG", 20: "INFO", 30: "WARNING"}.get(level, "LEVEL%d" % level)


class MemoryStream:
    def __init__(self):
        self.chunks = []

    def write(self, text):
        self.chunks.append(text)

    def tell(self):
        return sum(len(chunk) for chunk in self.chunks)

    def getvalue(self):
        return "".join(self.chunks)


class Formatter:
    def __init__(self, fmt):
        self.fmt = fmt

    def format(self, level, msg):
        return self.fmt % {"level": level_name(level), "msg": msg}


class StreamHandler:
    def __init__(self, stream, formatter):
        self.stream = stream
        self.formatter = formatter

    def emit(self, level, msg):
        line = self.formatter.format(level, msg)
        self.stream.write(line + "\n")

    def position(self):
        return self.stream.tell()

    def text(self):
        return self.stream.getvalue()
