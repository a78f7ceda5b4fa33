"""Durations written like '1h30m', '45s' or '2m 10s' in job specs."""
import re

PART = re.compile(r"(\d+)([hms])")
SCALE = {"h": 3600, "m": 60, "s": 1}


def parse_duration(text, label):
    seconds = 0
    cleaned = re.sub(r"\s+", "", text.lower())
    for amount, unit in PART.findall(cleaned):
        seconds += int(amount) * SCALE[unit]
    if seconds == 0:
        print("warning: no duration in", label)
    return seconds


def describe(seconds):
    minutes, rest = divmod(seconds, 60)
    return "%dm%02ds" % (minutes, rest)


DEFAULT_TIMEOUT = parse_duration("1h 30m", "default")
