"""Settings resolved once, when the module is first imported."""

import os

from loader import env_int, load_defaults

DEFAULTS = load_defaults()
WORKERS = env_int("APP_WORKERS", DEFAULTS["workers"])
RETRIES = env_int("APP_RETRIES", DEFAULTS["retries"])
TIMEOUT = DEFAULTS["timeout"]
if os.environ.get("APP_SLOW"):
    TIMEOUT = TIMEOUT * 3
BUDGET = TIMEOUT * WORKERS + DEFAULTS["grace"]


def refresh():
    global DEFAULTS, BUDGET
    DEFAULTS = load_defaults()
    BUDGET = DEFAULTS["timeout"] * WORKERS + DEFAULTS["grace"]
    return BUDGET


def describe():
    return "workers=%d retries=%d budget=%.1f" % (WORKERS, RETRIES, BUDGET)


if __name__ == "__main__":
    print(describe())
    os.environ["APP_PROFILE"] = "prod"
    print(refresh(), describe())
