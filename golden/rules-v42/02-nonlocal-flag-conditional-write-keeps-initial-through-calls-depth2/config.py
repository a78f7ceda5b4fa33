"""Load the editor configuration: defaults, then a profile, then each user's overrides."""
from settings import DEFAULTS, merge

SCHEMA = 3


def load_profile(profile, user, strict=False):
    base = dict(DEFAULTS)
    if profile == "wide":
        base["width"] = 120
    label = profile.title()
    settings = merge(base, user, strict, SCHEMA)
    print("loaded profile", label)
    return settings


def load_all(users, profile):
    loaded = {}
    for name, user in sorted(users.items()):
        loaded[name] = load_profile(profile, user, strict=name == "admin")
    return loaded


if __name__ == "__main__":
    USERS = {"ada": {"width": 100, "theme": "light"}, "admin": {"wrap": False, "colour": "red", "width": 90}, "bo": {"theme": "light"}}
    for who, conf in load_all(USERS, "wide").items():
        print(who, conf)
