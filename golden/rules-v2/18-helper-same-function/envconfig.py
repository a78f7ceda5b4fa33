"""Server options read from environment variables."""

DEFAULT_WORKERS = 4


class ConfigError(ValueError):
    pass


def env_int(env, name, default):
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ConfigError("%s must be an integer, got %r" % (name, raw))


def env_flag(env, name):
    return env.get(name, "").lower() in ("1", "true", "yes")


def server_options(env):
    port = env_int(env, "PORT", 8080)
    workers = env_int(env, "WORKERS", DEFAULT_WORKERS)
    backlog = env_int(env, "BACKLOG", workers * 64)
    debug = env_flag(env, "DEBUG")
    return {"port": port, "workers": workers, "backlog": backlog, "debug": debug}
