"""Merge user overrides into layered editor settings, as configuration loaders do."""

DEFAULTS = {"version": 3, "theme": "light", "width": 80, "wrap": True}


def merge(base, overrides, strict, version):
    merged = dict(base)
    changed = False
    unknown = 0

    def apply(key, value):
        nonlocal changed, unknown
        if key not in merged:
            unknown += 1
            return not strict
        if merged[key] != value:
            merged[key] = value
            changed = True
        return True

    def summary():
        nonlocal changed
        state = "changed" if changed else "unchanged"
        return "%s, %d unknown keys" % (state, unknown)

    apply("version", version)
    for key, value in overrides.items():
        if not apply(key, value):
            break
    print(summary())
    if changed:
        merged["dirty"] = True
    return merged
