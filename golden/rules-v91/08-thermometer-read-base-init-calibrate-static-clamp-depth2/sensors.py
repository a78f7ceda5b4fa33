"""Sensors that turn raw values into readings."""


class Sensor:
    def __init__(self, name, offset):
        self.name = name
        self.offset = offset

    @staticmethod
    def clamp(value, low, high):
        return max(low, min(high, value))

    def calibrate(self, reference, measured):
        self.offset += reference - measured

    def describe(self):
        return f"{self.name} (offset {self.offset:+.1f})"

    def read(self, raw):
        return raw + self.offset


class Thermometer(Sensor):
    def __init__(self, name, offset, unit):
        super().__init__(name, offset)
        self.unit = unit

    def read(self, raw):
        celsius = Sensor.clamp(super().read(raw), -40.0, 125.0)
        if self.unit == "F":
            return f"{self.name}: {celsius * 9 / 5 + 32:.1f} F"
        return f"{self.name}: {celsius:.1f} C"


class Hygrometer(Sensor):
    def read(self, raw):
        percent = Sensor.clamp(super().read(raw) / 10, 0.0, 100.0)
        return f"{self.name}: {percent:.0f} %"
