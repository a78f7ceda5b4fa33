"""Settings for the wordfreq tool: defaults, command-line flags and their merge."""

DEFAULTS = {"top": 3, "min_len": 3, "lower": True, "title": "Top words"}


def to_int(text, fallback):
    if text.isdigit():
        return int(text)
    return fallback


def parse_flags(argv):
    flags = {}
    for arg in argv:
        if arg == "--keep-case":
            flags["lower"] = False
        elif arg.startswith("--top="):
            flags["top"] = to_int(arg[6:], 3)
        elif arg.startswith("--min="):
            flags["min_len"] = to_int(arg[6:], 3)
        else:
            print("ignoring", arg)
    return flags


def merge_dicts(base, extra):
    result = {}
    for key in base:
        result[key] = base[key]
    changed = 0
    for key in extra:
        if result.get(key) != extra[key]:
            changed += 1
        result[key] = extra[key]
    if changed > 2:
        print(changed, "settings changed")
    return result


def load_settings(argv):
    flags = parse_flags(argv)
    if flags:
        print("overrides:", sorted(flags))
    settings = merge_dicts(DEFAULTS, flags)
    settings["title"] = settings["title"].upper()
    return settings


def describe(settings):
    parts = []
    for key in sorted(settings):
        parts.append(key + "=" + str(settings[key]))
    return ", ".join(parts)
