"""Command-line configuration of a worker."""
import sys

from envconf import Settings as EnvSettings
from settings import Settings, apply

DEFAULTS = {"timeout": 30, "retries": 3}


def parse_flags(argv):
    pairs = {}
    for arg in argv:
        if arg.startswith("--") and "=" in arg:
            key, value = arg[2:].split("=", 1)
            pairs[key] = value
    return pairs


def configure(argv):
    overrides = parse_flags(argv)
    cfg = Settings(DEFAULTS)
    env = EnvSettings("APP_")
    changed = apply(cfg, overrides)
    timeout = cfg.get("timeout")
    color = env.get("color")
    print("changed", changed, "color", color or "auto")
    return timeout


def main(argv):
    timeout = configure(argv)
    return "timeout=%s" % timeout


if __name__ == "__main__":
    print(main(sys.argv[1:] or ["--Timeout=5", "--retries=1"]))
