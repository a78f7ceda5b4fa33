"""Records with a JSON mixin; User reaches the base through super()."""
import json


class Record:
    def __init__(self, key, name):
        self.key = key
        self.name = name

    def as_dict(self):
        return {"id": self.key}


class JsonMixin:
    def to_json(self, indent):
        data = self.as_dict()
        data["kind"] = type(self).__name__.lower()
        return json.dumps(data, indent=indent, sort_keys=True)


class User(JsonMixin, Record):
    def as_dict(self):
        base = super().as_dict()
        base["name"] = self.name.title()
        return base


class Product(Record):
    def __init__(self, key, name, price):
        super().__init__(key, name)
        self.price = price

    def as_dict(self):
        base = super().as_dict()
        base["price"] = self.price
        return base
