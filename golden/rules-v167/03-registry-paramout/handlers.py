class CsvHandler:
    def handle(self, data):
        return ",".join(data)


class JsonHandler:
    def handle(self, data):
        return "[" + ",".join(data) + "]"


class TextHandler:
    def handle(self, data):
        return " ".join(data)


def register(registry, name, cls):
    key = name.lower()
    registry[key] = cls
    return key


def make_registry():
    reg = {}
    register(reg, "CSV", CsvHandler)
    register(reg, "Json", JsonHandler)
    extra = {}
    register(extra, "text", TextHandler)
    return reg
