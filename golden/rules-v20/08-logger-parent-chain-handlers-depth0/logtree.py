"""Loggers in a parent chain, handing records to handlers as logging.Logger.callHandlers does."""


class Handler:
    def __init__(self, level):
        self.level = level
        self.records = []

    def handle(self, record):
        self.records.append(record["msg"])
        return True


class Logger:
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent
        self.handlers = []
        self.propagate = True
        self.strict = False

    def add_handler(self, handler):
        self.handlers.append(handler)

    def call_handlers(self, record):
        found = 0
        where = "logger " + self.name
        logger = self
        while logger:
            for handler in logger.handlers:
                found = found + 1
                if record["level"] >= handler.level:
                    handler.handle(record)
            if not logger.propagate:
                logger = None
            else:
                logger = logger.parent
        if found == 0 and self.strict:
            raise RuntimeError("no handlers could be found for " + where)
        return found
