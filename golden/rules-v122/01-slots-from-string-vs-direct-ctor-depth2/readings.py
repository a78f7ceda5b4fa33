"""Sensor readings with a fixed set of fields."""


class Reading:
    __slots__ = ("sensor", "value")
    unit = "C"

    def __init__(self, sensor, value):
        self.sensor = sensor
        self.value = value

    @classmethod
    def from_string(cls, text):
        name, raw = text.split("=")
        value = float(raw)
        return cls(name.strip(), value)

    def __repr__(self):
        return f"Reading({self.sensor!r}, {self.value}{self.unit})"

    def __eq__(self, other):
        return self.sensor == other.sensor and self.value == other.value

    def shifted(self, delta):
        return Reading(self.sensor, self.value + delta)
