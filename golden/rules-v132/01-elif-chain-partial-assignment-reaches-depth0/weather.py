"""Classify a weather reading into a comfort level."""


def classify(reading, humid_limit):
    temp = reading["temp"]
    humidity = reading.get("humidity") or 0
    level = "unknown"
    note = ""
    if temp > 35:
        level = "hot"
    elif temp > 25:
        level = "warm"
        note = "pleasant"
    elif temp < 0:
        note = "freezing"
    else:
        level = "mild"
    label = level.upper() if humidity > humid_limit else level
    return label, note


def report(readings):
    lines = []
    for reading in readings:
        label, note = classify(reading, 70)
        lines.append(f"{reading['temp']}: {label} {note}".strip())
    return lines


if __name__ == "__main__":
    sample = [{"temp": 40, "humidity": 80}, {"temp": 30}, {"temp": -5}, {"temp": 12, "humidity": 90}]
    for row in report(sample):
        print(row)
    assert len(sample) == 4
