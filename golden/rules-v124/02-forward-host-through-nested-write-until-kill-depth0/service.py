"""Starts a service with settings merged from a named profile."""
from settings import describe, merge_settings

PROFILES = {
    "prod": {"host": "db.prod", "region": "eu"},
    "dev": {"region": "local"},
}
OVERRIDES = {"cache": {"ttl": 300}, "db": {"port": 6432}, "debug": True}


def start(profile_name):
    profile = PROFILES[profile_name]
    primary, replica, ignored = merge_settings(profile, OVERRIDES)
    print(f"profile {profile_name} ({describe(profile)})")
    print("primary:", primary)
    print("replica:", replica)
    print("ignored sections:", ignored)


if __name__ == "__main__":
    start("prod")
