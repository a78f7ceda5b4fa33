"""Bulk profile loading for the admin console."""
from profiles import load_profile

DEFAULTS = {"theme": "light", "lang": "en"}


def load_all(paths):
    profiles = {}
    skipped = []
    for name, path in sorted(paths.items()):
        try:
            profile, notes = load_profile(path, DEFAULTS)
        except PermissionError:
            skipped.append(name)
        else:
            if notes[:-1]:
                print(name, "->", ", ".join(notes[:-1]))
            profiles[name] = profile
    return profiles, skipped
