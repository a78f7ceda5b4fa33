"""Station report: normalized readings and their totals."""
from pipeline import normalize

FLOORS = {"north": 1.0, "south": 0.5}


def station_lines(name, readings, factor):
    floor = FLOORS.get(name, 0.0)
    values = normalize(readings, factor, floor)
    total = sum(values)
    count = len(readings)
    return f"{name}: {total:.2f} over {count}"


def report(data, factor=0.1):
    lines = []
    for name, readings in sorted(data.items()):
        lines.append(station_lines(name, readings, factor))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report({"north": [10.0, 12.5, 11.0], "south": [7.0, 9.0]}))
