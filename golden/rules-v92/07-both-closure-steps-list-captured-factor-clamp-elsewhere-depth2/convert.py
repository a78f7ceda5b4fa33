"""Temperature and gauge readings for the dashboard."""
from steps import apply_all, clamped, scaled, shifted


def to_fahrenheit(celsius):
    steps = [scaled(9 / 5), shifted(32)]
    fahrenheit = apply_all(steps, celsius)
    return round(fahrenheit, 1)


def to_percent(reading, full_scale):
    bound = clamped(0, full_scale)
    share = bound(reading) / full_scale
    return round(100 * share)


def dashboard(celsius, reading):
    temp = to_fahrenheit(celsius)
    gauge = to_percent(reading, 120)
    return "%.1f F, %d%%" % (temp, gauge)


if __name__ == "__main__":
    print(dashboard(21.5, 130))
