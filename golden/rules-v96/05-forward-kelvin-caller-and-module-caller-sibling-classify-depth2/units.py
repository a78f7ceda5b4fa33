"""Raw sensor counts to degrees."""


def to_celsius(raw, offset):
    kelvin = raw / 10 + offset
    celsius = kelvin - 273.15
    return round(celsius, 1)


def to_fahrenheit(celsius):
    return round(celsius * 9 / 5 + 32, 1)


def valid_raw(raw):
    return 2000 <= raw <= 3500
