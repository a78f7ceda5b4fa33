"""Retry policies read from a client's settings."""
import sys

from backoff import backoff_delay, parse_seconds

BASES = {"slow": 2.0, "fast": 0.25}
DEFAULT_BASE = 0.5
DRY_RUN = "--dry-run" in sys.argv


def pick_base(settings):
    if "base" in settings:
        return parse_seconds(settings["base"])
    for speed in ("fast", "slow"):
        if settings.get(speed):
            return BASES[speed]
    return DEFAULT_BASE


def pick_cap(settings):
    return parse_seconds(settings.get("cap", "30s"))


def plan(settings, dry_run=False):
    tries = int(settings.get("retries", 3))
    base = pick_base(settings)
    cap = pick_cap(settings)
    if dry_run:
        print("dry run:", tries, "tries from", base)
        return []
    delays = []
    for attempt in range(tries):
        delays.append(backoff_delay(attempt, base, cap, spread=0.1))
    return delays


def first_delay(settings):
    return backoff_delay(0, DEFAULT_BASE, pick_cap(settings))


if __name__ == "__main__":
    print(plan({"fast": True, "retries": "4", "cap": "1s"}, dry_run=DRY_RUN))
    print(plan({"base": "200ms"}))
    print(first_delay({"cap": "250ms"}))
