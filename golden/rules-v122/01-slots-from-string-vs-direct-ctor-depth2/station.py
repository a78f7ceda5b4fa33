"""Calibration of the newest sensor line against a fixed reference."""
from readings import Reading


def calibrate(lines, offset):
    if not lines:
        return None, 0.0
    baseline = Reading("ref", offset)
    latest = Reading.from_string(lines[-1])
    drift = latest.value - baseline.value
    record = (latest.sensor, latest.value)
    if abs(drift) > 5:
        print("large drift on", latest.sensor)
    return record, drift


def probe(text):
    reading = Reading.from_string(text)
    moved = reading.shifted(0.5)
    if moved == reading:
        print("probe did not move")
    return moved.value
