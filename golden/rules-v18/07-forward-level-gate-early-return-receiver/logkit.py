"""A logger that checks a level threshold before keeping a record, as logging.Logger does."""

DEBUG = 10
INFO = 20
WARNING = 30


class Logger:
    def __init__(self, name):
        self.name = name
        self.level = WARNING
        self.records = []

    def set_level(self, level):
        self.level = level

    def is_enabled(self, level):
        return level >= self.level

    def log(self, level, msg):
        if not self.is_enabled(level):
            return False
        line = "%s: %s" % (self.name, msg)
        self.records.append(line)
        return True

    def dump(self):
        return "\n".join(self.records)
