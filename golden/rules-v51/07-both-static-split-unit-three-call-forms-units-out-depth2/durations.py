"""Durations parsed from strings such as '500ms', '30s' or '2h'."""


class Duration:
    UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}

    def __init__(self, seconds):
        self.seconds = seconds

    @classmethod
    def parse(cls, text):
        number, unit = cls.split_unit(text)
        if unit not in cls.UNITS:
            raise ValueError("unknown unit: " + unit)
        return cls(number * cls.UNITS[unit])

    @staticmethod
    def split_unit(text):
        text = text.strip().lower()
        digits = text.rstrip("abcdefghijklmnopqrstuvwxyz")
        unit = text[len(digits):] or "s"
        return float(digits), unit

    @property
    def minutes(self):
        return self.seconds / 60

    def scaled(self, factor):
        return Duration(self.seconds * factor)
