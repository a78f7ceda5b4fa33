"""A tiny event registry."""


class Registry:
    def __init__(self):
        self.handlers = {}
        self.log = []

    def on(self, name, handler_id):
        self.handlers.setdefault(name, []).append(handler_id)

    def emit(self, name, payload):
        ids = self.handlers.get(name, [])
        for hid in ids:
            self.log.append((hid, payload))
        return len(ids)
