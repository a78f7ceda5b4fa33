"""Build the settings of a small web service from defaults and the environment."""
import sys

from overrides import apply_overrides

DEFAULTS = {"port": 8080, "workers": 2, "host": "127.0.0.1", "timeout": 30.0}


def build(environ, argv):
    settings = dict(DEFAULTS)
    strict = "--strict" in argv
    if "--no-env" in argv:
        return settings, []
    changed = apply_overrides(settings, environ, strict)
    settings["changed"] = len(changed)
    return settings, changed


if __name__ == "__main__":
    env = {"APP_PORT": "9000", "APP_WORKERS": "four", "APP_COLOR": "blue", "HOME": "/root", "APP_TIMEOUT": "2.5"}
    print(build(env, sys.argv[1:]))
