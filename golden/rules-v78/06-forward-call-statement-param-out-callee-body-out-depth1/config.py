"""Layered settings, in the style of configparser.read_dict and click's auto_envvar_prefix."""


def apply_env(settings, environ, prefix):
    for name, raw in environ.items():
        if not name.startswith(prefix):
            continue
        key = name[len(prefix):].lower()
        settings[key] = raw


def describe(settings):
    parts = []
    for key in sorted(settings):
        parts.append(key + "=" + str(settings[key]))
    return ", ".join(parts)
