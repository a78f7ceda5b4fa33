"""Built-in defaults and environment look-ups that settings.py uses at import."""

import os

BASE = {"workers": 4, "timeout": 2.5, "grace": 1.0, "retries": 3}
PROFILE_VAR = "APP_PROFILE"


def load_defaults():
    values = dict(BASE)
    profile = os.environ.get(PROFILE_VAR, "dev")
    if profile == "prod":
        values["workers"] = 16
        values["grace"] = 5.0
    values["profile"] = profile
    return values


def parse_int(text, fallback):
    text = text.strip()
    if not text.isdigit():
        return fallback
    return int(text)


def env_int(name, fallback):
    raw = os.environ.get(name)
    if raw is None:
        return fallback
    return parse_int(raw, fallback)
