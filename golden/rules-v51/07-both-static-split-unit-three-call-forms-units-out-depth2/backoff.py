"""Retry back-off of an HTTP client, read from config strings."""
import sys

from durations import Duration

NAMES = {"ms": "milliseconds", "s": "seconds", "m": "minutes", "h": "hours"}
LIMIT = Duration(300.0)
DEFAULT = Duration.parse("30s")


def delays(config, attempts):
    step = config.get("backoff", "500ms")
    print("backoff step", step)
    number, unit = DEFAULT.split_unit(step)
    factor = Duration.UNITS[unit]
    waits = [number * factor * 2 ** n for n in range(attempts)]
    return [min(w, DEFAULT.seconds) for w in waits]


def unit_name(spec):
    _, unit = Duration.split_unit(spec)
    return NAMES.get(unit, unit)


if __name__ == "__main__":
    config = {"backoff": sys.argv[1] if len(sys.argv) > 1 else "750ms"}
    print(delays(config, 4))
    print(unit_name(config["backoff"]), "capped at", LIMIT.minutes, "minutes")
