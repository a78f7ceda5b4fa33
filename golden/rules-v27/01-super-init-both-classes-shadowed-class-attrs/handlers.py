"""Log handlers in the shape of logging.Handler and logging.FileHandler."""
import os

NOTSET = 0
ENCODING = "utf-8"
LOG_DIR = "/var/log/app"


class Handler:
    level = NOTSET

    def __init__(self, level=NOTSET):
        self.level = level
        self.formatter = None

    def set_level(self, level):
        self.level = self._check(level)

    @staticmethod
    def _check(level):
        if level < 0:
            raise ValueError("negative level %d" % level)
        return level

    def describe(self):
        return "<%s level=%d>" % (type(self).__name__, self.level)


class FileHandler(Handler):
    mode = "a"

    def __init__(self, filename, mode="a", encoding=ENCODING):
        super().__init__()
        self.path = os.path.join(LOG_DIR, filename)
        self.mode = mode
        self.encoding = encoding
        self.stream = None
