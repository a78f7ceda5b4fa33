"""Configuration for the logfilter command-line tool."""

DEFAULTS = {
    "mode": "lenient",
    "min_level": 2,
    "width": 36,
    "show_counts": True,
}

LEVEL_NAMES = ["debug", "info", "warn", "error"]


def coerce(text):
    if text.isdigit():
        return int(text)
    if text in ("yes", "no"):
        return text == "yes"
    return text


def parse_overrides(argv):
    overrides = {}
    for token in argv:
        if not token.startswith("--"):
            continue
        body = token[2:]
        if "=" in body:
            key = body.split("=")[0]
            value = body.split("=")[1]
        else:
            key = body
            value = "yes"
        overrides[key] = coerce(value)
    return overrides


def merge(overrides):
    merged = dict(DEFAULTS)
    for key in overrides:
        if key not in merged:
            print("unknown option:", key)
            continue
        merged[key] = overrides[key]
    return merged


def build_config(argv):
    overrides = parse_overrides(argv)
    cfg = merge(overrides)
    if cfg["width"] < 10:
        cfg["width"] = 10
    return cfg
