"""Summarise sensor readings with the copied median functions."""
from medians import median, median_low

UNITS = {"temp": " Celsius ", "pressure": "kPa"}


def summarize(readings, unit):
    values = [r for r in readings if r is not None]
    label = unit.strip().lower()
    mid = median(values)
    low = median_low(values)
    spread = mid - low
    line = f"{label}: median {mid:.2f} (low {low}, spread {spread:.2f})"
    return line


def main(rows):
    for name, readings in rows:
        unit = UNITS.get(name, "")
        print(summarize(readings, unit))


if __name__ == "__main__":
    main([("temp", [21.5, None, 19.0, 23.25, 20.0]), ("pressure", [101, 99, None, 103, 100])])
