"""Daily station report: the alarms of each sensor kind."""
from monitor import classify

LIMITS = {"temp": (-10.0, 35.0), "humidity": (80.0, 20.0)}


def daily_report(readings, strict_kinds):
    lines = []
    for kind, rows in sorted(readings.items()):
        strict = kind in strict_kinds
        alarms = classify(rows, kind, LIMITS, strict)
        header = f"{kind}: {len(rows)} rows"
        lines.append(header if not alarms else header + ", " + "; ".join(alarms))
    return "\n".join(lines)


READINGS = {"temp": [("06:00", -11.0, -9.5), ("12:00", 30.0, 35.5), ("15:00", 34.0, 37.0)], "humidity": [("06:00", 85.0, 81.0), ("12:00", 40.0, 45.0), ("18:00", 18.0, 22.0)]}


if __name__ == "__main__":
    print(daily_report(READINGS, {"temp"}))
