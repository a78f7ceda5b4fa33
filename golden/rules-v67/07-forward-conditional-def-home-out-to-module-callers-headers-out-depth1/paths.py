"""Per-user directories for the tool, resolved for the running platform."""

import os
import sys

APP = "tool"
IS_WINDOWS = sys.platform.startswith("win")

if IS_WINDOWS:
    def home():
        base = os.environ.get("APPDATA", "C:/Users/Default")
        return base
else:
    def home():
        base = os.environ.get("HOME", "/tmp")
        if base == "/":
            base = "/tmp"
        return base.rstrip("/")


def cache_dir(create=False):
    path = os.path.join(home(), "." + APP, "cache")
    if create:
        os.makedirs(path, exist_ok=True)
    return path


def log_name(day):
    return APP + "-" + day + ".log"


if __name__ == "__main__":
    print(cache_dir())
    print(log_name("2024-01-01"))
