"""Log line formatters configured through class attributes."""


class Formatter:
    prefix = "LOG"
    width = 8
    upper = False

    def __init__(self, name):
        self.name = name

    def tag(self, level):
        label = level.upper() if self.upper else level
        padded = label.ljust(self.width)
        return padded

    def format(self, level, message):
        head = self.prefix + " " + self.tag(level)
        return head + " " + self.name + ": " + message


class ConsoleFormatter(Formatter):
    prefix = ">"
    upper = True


class JsonFormatter(Formatter):
    width = 0
    upper = True

    def format(self, level, message):
        return '{"level": "%s", "logger": "%s", "msg": "%s"}' % (level, self.name, message)
