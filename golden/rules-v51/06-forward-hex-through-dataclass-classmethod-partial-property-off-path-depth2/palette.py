"""Colours of a theme, parsed from hex strings."""
import functools
from dataclasses import dataclass

parse_hex = functools.partial(int, base=16)


def _blend(a, b, share):
    keep = 1 - share
    return round(a * keep + b * share)


@dataclass(frozen=True)
class Color:
    red: int
    green: int
    blue: int

    @classmethod
    def from_hex(cls, text):
        digits = text.strip().lstrip("#")
        if len(digits) == 3:
            digits = "".join(ch * 2 for ch in digits)
        red = parse_hex(digits[0:2])
        green = parse_hex(digits[2:4])
        blue = parse_hex(digits[4:6])
        return cls(red, green, blue)

    @property
    def luminance(self):
        return (0.2126 * self.red + 0.7152 * self.green + 0.0722 * self.blue) / 255

    def mix(self, other, share):
        red = _blend(self.red, other.red, share)
        green = _blend(self.green, other.green, share)
        blue = _blend(self.blue, other.blue, share)
        return Color(red, green, blue)

    def to_hex(self):
        return "#%02x%02x%02x" % (self.red, self.green, self.blue)
