"""Loggers, with a null object for quiet runs."""


class Logger:
    def __init__(self, name, level=20):
        self.name = name
        self.level = level
        self.records = []

    def set_level(self, level):
        self.level = level

    def log(self, level, message):
        if level >= self.level:
            self.records.append(message)
        return level >= self.level

    def summary(self):
        return "%s: %d records, level %d" % (self.name, len(self.records), self.level)


class NullLogger(Logger):
    def log(self, level, message):
        return False


class MemoryLogger(Logger):
    def log(self, level, message):
        self.records.append((level, message))
        return True
