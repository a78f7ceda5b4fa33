"""Read logging levels from an environment mapping."""
from levels import _checkLevel


def level_from_env(environ, default="WARNING"):
    raw = environ.get("LOG_LEVEL", default)
    raw = raw.strip().upper()
    if raw.isdigit():
        raw = int(raw)
    return _checkLevel(raw)


def quiet_loggers(overrides, threshold):
    quiet = []
    for name, value in overrides.items():
        if _checkLevel(value) > threshold:
            quiet.append(name)
    return quiet


def configure(environ, overrides):
    level = level_from_env(environ)
    threshold = int(environ.get("QUIET_ABOVE", "30"))
    quiet = quiet_loggers(overrides, threshold)
    return level, quiet


if __name__ == "__main__":
    env = {"LOG_LEVEL": " info ", "QUIET_ABOVE": "20"}
    print(configure(env, {"urllib3": "WARNING", "app": 10, "db": "ERROR"}))
