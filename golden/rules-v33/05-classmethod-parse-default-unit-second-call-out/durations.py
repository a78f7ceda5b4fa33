"""Durations written as '30s', '5m' or '2h', in the style of a small configuration library."""
UNITS = {"s": 1, "m": 60, "h": 3600}
DEFAULT_UNIT = "s"


class Duration:
    def __init__(self, seconds, text):
        self.seconds = seconds
        self.text = text

    @staticmethod
    def _split(text, unit):
        text = text.strip().lower()
        if not text:
            return "0", unit
        if text[-1] in UNITS:
            return text[:-1], text[-1]
        return text, unit

    @classmethod
    def parse(cls, text, unit=DEFAULT_UNIT):
        number, suffix = Duration._split(text, unit)
        seconds = float(number) * UNITS[suffix]
        return cls(seconds, text)

    def times(self, count):
        return self.seconds * count

    def __str__(self):
        return "%gs" % self.seconds
