"""Temperature and humidity readings from a small weather station."""
from convert import convert_all


def to_celsius(reading):
    raw = reading["f"]
    if reading.get("calibrated"):
        raw -= reading["drift"]
    value = (raw - 32) * 5 / 9
    return round(value, 1)


def to_percent(reading):
    share = reading["rh"] * 100
    return round(share)


def spot_check(reading, expected):
    got = to_celsius(reading)
    return abs(got - expected) < 0.5


def dashboard(readings):
    temps = convert_all(readings, to_celsius, "C")
    humid = convert_all(readings, to_percent, "%")
    return temps, humid


if __name__ == "__main__":
    station = [
        {"f": 68.0, "rh": 0.41},
        {"f": 75.2, "rh": 0.38, "calibrated": True, "drift": 1.8},
        {"error": "sensor offline"},
    ]
    print(dashboard(station))
    print(spot_check(station[1], 23.0))
