"""Sensor readings as dataclass records and a scan for the first breach."""
from dataclasses import dataclass


@dataclass
class Reading:
    sensor: str
    value: float
    flagged: bool

    def check(self, low):
        self.flagged = self.value < low

    def describe(self):
        mark = "!" if self.flagged else " "
        return f"{mark}{self.sensor}={self.value:.1f}"


def first_breach(readings, ceiling):
    checked = 0
    breach = None
    for r in readings:
        if r.flagged:
            continue
        checked += 1
        if r.value > ceiling:
            breach = r
            break
    return breach, checked
