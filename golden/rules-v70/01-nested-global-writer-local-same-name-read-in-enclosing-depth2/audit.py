"""Threshold checks over sensor readings, remembering the last failure."""

last_failure = "none"
failures = 0
LIMITS = {"temp": 70, "fan": 3000}


def check_all(readings, strict):
    skipped = []

    def fail(name, value):
        global last_failure, failures
        failures += 1
        last_failure = "%s=%s" % (name, value)

    def skip(name):
        last_failure = "unknown sensor " + name
        skipped.append(last_failure)

    for name, value in readings.items():
        limit = LIMITS.get(name)
        if limit is None:
            skip(name)
        elif value > limit:
            fail(name, value)
        elif strict and value == limit:
            fail(name, "at limit")
    summary = "%d checked, last failure %s" % (len(readings), last_failure)
    return summary, skipped


def reset_count():
    global failures
    failures = 0
