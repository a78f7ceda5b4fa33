"""Configuration tree read from the settings file."""


class Scalar:
    def __init__(self, key, value):
        self.kind = "scalar"
        self.key = key
        self.value = value
        self.hidden = key.startswith("_")


class Listing:
    def __init__(self, key, items):
        self.kind = "list"
        self.key = key
        self.items = items
        self.hidden = False


class Section:
    def __init__(self, key, children):
        self.kind = "section"
        self.key = key
        self.children = children
        self.hidden = False
