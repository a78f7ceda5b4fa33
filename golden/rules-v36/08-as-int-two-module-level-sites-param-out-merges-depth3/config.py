"""Options for a job runner, merged from defaults, a file's lines and the environment."""

DEFAULTS = {"workers": "4", "queue": "default", "timeout": "30"}


def clean_key(text):
    return text.strip().lower().replace("-", "_")


def merge_lines(options, lines):
    applied = 0
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        options[clean_key(key)] = value.strip()
        applied += 1
    return applied


def merge_env(options, env, prefix):
    for key in list(options):
        name = prefix + key.upper()
        if name in env:
            options[key] = env[name]
    return options


def as_int(options, key, low):
    value = int(options[key])
    if value < low:
        value = low
    return value
