"""Read an INI-like settings file over a set of defaults, tolerating a missing or unreadable file."""


class SettingsError(Exception):
    pass


def load_settings(path, defaults, strict=False):
    settings = dict(defaults)
    origin = "defaults"
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        text = ""
    except OSError as exc:
        if strict:
            raise SettingsError("cannot read %s" % path) from exc
        text = ""
    else:
        text = data.decode("utf-8-sig")
        origin = path
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if not sep or key.lstrip().startswith("#"):
            continue
        settings[key.strip().lower()] = value.strip()
    print("settings: %d keys from %s" % (len(settings), origin))
    return settings
