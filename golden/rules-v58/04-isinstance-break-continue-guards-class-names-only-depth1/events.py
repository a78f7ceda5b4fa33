"""Input events recorded by a UI test harness."""


class Event:
    def __init__(self, source):
        self.source = source


class KeyPress(Event):
    def __init__(self, source, key):
        super().__init__(source)
        self.key = key


class Click(Event):
    def __init__(self, source, x, y):
        super().__init__(source)
        self.x = x
        self.y = y


class Quit(Event):
    pass


def decode(records):
    events = []
    for kind, source, payload in records:
        if kind == "key":
            events.append(KeyPress(source, payload))
        elif kind == "click":
            events.append(Click(source, payload[0], payload[1]))
        elif kind == "quit":
            events.append(Quit(source))
        else:
            events.append(payload)
    return events
