"""Layered service settings: defaults, a profile, then per-section overrides."""


def merge_settings(profile, overrides):
    settings = {"db": {"host": "localhost", "port": 5432}, "cache": {"ttl": 60}}
    host = profile.get("host", "localhost")
    settings["db"]["host"] = host
    ignored = []
    for section, values in overrides.items():
        if not isinstance(values, dict):
            ignored.append(section)
            continue
        for key, value in values.items():
            settings.setdefault(section, {})[key] = value
    ttl = settings["cache"]["ttl"]
    port = settings["db"]["port"]
    primary = f"{host}:{port} ttl={ttl}"
    settings = {"db": {"host": "replica", "port": 5433}, "cache": {"ttl": 5}}
    replica_ttl = settings["cache"]["ttl"]
    replica = f"{settings['db']['host']}:{settings['db']['port']} ttl={replica_ttl}"
    return primary, replica, ignored


def describe(profile):
    parts = []
    for key in sorted(profile):
        parts.append(f"{key}={profile[key]}")
    return ", ".join(parts)
