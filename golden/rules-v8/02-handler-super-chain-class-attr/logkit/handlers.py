"""Log handlers modelled on logging.Handler, StreamHandler and FileHandler."""
import sys

DEBUG = 10
INFO = 20


class Record:
    def __init__(self, msg, levelno):
        self.msg = msg
        self.levelno = levelno


class Handler:
    prefix = ""
    terminator = "\n"

    def __init__(self, level=0):
        self.level = level
        self.emitted = 0

    def format(self, record):
        return self.prefix + record.msg

    def handle(self, record):
        if record.levelno < self.level:
            return False
        self.emit(record)
        return True

    def emit(self, record):
        raise NotImplementedError


class StreamHandler(Handler):
    def __init__(self, stream=None, level=0):
        super().__init__(level)
        self.stream = stream or sys.stderr

    def emit(self, record):
        line = self.format(record) + self.terminator
        self.stream.write(line)
        self.emitted += 1


class FileHandler(StreamHandler):
    prefix = "audit: "

    def __init__(self, filename, mode="a", level=0):
        self.filename = filename
        super().__init__(open(filename, mode), level)

    def format(self, record):
        text = super().format(record)
        return "%s (%s)" % (text, self.filename)

    def close(self):
        self.stream.close()
