"""Header handling for an HTTP client: defaults, per-request overrides, a canonical form."""


def canonical(headers):
    return {name.title(): value for name, value in headers.items()}


def merge_headers(defaults, overrides, drop, host):
    merged = dict(defaults)
    extra = dict(overrides)
    for name in drop:
        extra.pop(name, None)
    merged.update(extra)
    shown = merged.copy()
    shown["authorization"] = "***"
    defaults["x-seen"] = "1"
    merged = canonical(merged)
    merged.setdefault("Host", host)
    keys = list(merged)
    keys.sort()
    print("sending", ", ".join(keys), "as", shown)
    return merged
