"""Lengths with unit conversion, a value class written by hand."""

UNITS = (("mm", 0.001), ("cm", 0.01), ("m", 1.0), ("km", 1000.0), ("mi", 1609.344))


class Quantity:
    def __init__(self, value, unit):
        self.value = value
        self.unit = unit

    @staticmethod
    def scale_of(unit):
        for name, scale in UNITS:
            if name == unit:
                break
        else:
            return None
        return scale

    @classmethod
    def parse(cls, text, default_unit="m"):
        number, _, unit = text.strip().partition(" ")
        return cls(float(number), unit or default_unit)

    def to(self, unit):
        source = self.scale_of(self.unit)
        target = self.scale_of(unit)
        if source is None or target is None:
            return None
        return Quantity(self.value * source / target, unit)

    def label(self, places=1):
        return f"{self.value:.{places}f} {self.unit}"
