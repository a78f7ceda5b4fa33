"""Typed records built from exported dicts."""


class Record:
    def __init__(self, ident, fields):
        self.ident = ident
        self.fields = fields

    @classmethod
    def from_dict(cls, data):
        if "id" not in data:
            raise ValueError("record without id")
        ident = int(data["id"])
        fields = {k: v for k, v in data.items() if k != "id"}
        return cls(ident, fields)

    def describe(self):
        return "%s %s" % (type(self).__name__, self.ident)


class User(Record):
    def __init__(self, ident, fields):
        self.ident = "u%d" % ident
        self.fields = fields
        self.email = fields.get("email", "")


class Group(Record):
    def __init__(self, ident, fields):
        self.ident = "g%d" % ident
        self.fields = fields
