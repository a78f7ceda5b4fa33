"""Print a daily summary line for each sensor."""
from stats import summarize

SCALE = 0.5


def daily(sensors):
    lines = []
    for name, readings in sensors.items():
        summary = summarize(readings, SCALE)
        lines.append(f"{name}: mean {summary['mean']} over {summary['n']}")
        total = len(readings)
        lines.append(f"{name}: {total} slots")
    return lines


if __name__ == "__main__":
    data = {"roof": [3.0, None, 5.0, 4.0], "cellar": [1.5, 2.5, None]}
    print("\n".join(daily(data)))
