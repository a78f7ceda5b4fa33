"""Unit conversions built from small closures applied in order."""


def scaled(factor):
    def step(value):
        return value * factor
    return step


def shifted(delta):
    def step(value):
        return value + delta
    return step


def clamped(low, high):
    def step(value):
        return min(max(value, low), high)
    return step


def apply_all(steps, value):
    for step in steps:
        value = step(value)
    return value
