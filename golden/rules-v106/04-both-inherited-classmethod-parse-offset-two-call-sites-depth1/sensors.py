"""Sensors built from "name=offset" settings; each subclass reads its own unit."""


class Sensor:
    unit = "raw"

    def __init__(self, name, offset):
        self.name = name
        self.offset = offset

    @classmethod
    def parse(cls, spec):
        name, raw = spec.split("=")
        offset = float(raw)
        return cls(name.strip(), offset)

    def read(self, raw):
        return raw + self.offset

    def describe(self):
        return "%s [%s]" % (self.name, self.unit)


class Thermometer(Sensor):
    unit = "F"

    def read(self, raw):
        celsius = super().read(raw)
        return round(celsius * 9 / 5 + 32, 1)


class Hygrometer(Sensor):
    unit = "%"

    def read(self, raw):
        return min(100.0, super().read(raw))
