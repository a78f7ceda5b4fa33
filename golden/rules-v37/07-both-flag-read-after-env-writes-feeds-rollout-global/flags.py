"""Feature flags: built-in defaults, overrides, and a rollout percentage."""

_defaults = {"new_ui": False, "fast_path": True}
_overrides = {}
rollout = 0
_changes = 0


def override(name, value):
    global _changes
    _overrides[name] = value
    _changes += 1


def set_rollout(percent):
    global rollout
    rollout = max(0, min(100, percent))


def enabled(name):
    if name in _overrides:
        return _overrides[name]
    return _defaults.get(name, False)


def in_rollout(user_id):
    return user_id % 100 < rollout
