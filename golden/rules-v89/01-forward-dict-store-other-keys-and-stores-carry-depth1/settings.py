"""Merge environment overrides into the client settings."""

DEFAULTS = {"retries": 3, "timeout": 10, "verbose": False}


def log_settings(cfg, stream_name):
    keys = sorted(cfg)
    banner = "[" + stream_name + "]"
    print(banner, ", ".join("%s=%s" % (k, cfg[k]) for k in keys))


def load_settings(env):
    cfg = dict(DEFAULTS)
    timeout = int(env.get("TIMEOUT", "30"))
    cfg["timeout"] = timeout
    retries = cfg["retries"]
    delays = [retries, retries * 2, retries * 4]
    cfg["delays"] = delays
    name = env.get("CLIENT", "fetcher").lower()
    cfg["name"] = name
    verbose = env.get("VERBOSE") == "1"
    if verbose:
        log_settings(cfg, name)
    cfg["budget"] = timeout * (retries + 1)
    return cfg
