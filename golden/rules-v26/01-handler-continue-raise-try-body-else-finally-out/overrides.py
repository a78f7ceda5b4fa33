"""Apply APP_* environment variables to a settings dict, after twelve-factor config loaders."""

PREFIX = "APP_"


def apply_overrides(settings, environ, strict=False, prefix=PREFIX):
    applied = []
    unknown = []
    checked = 0
    for key, raw in sorted(environ.items()):
        if not key.startswith(prefix):
            continue
        name = key[len(prefix):].lower()
        try:
            current = settings[name]
            value = type(current)(raw)
        except KeyError:
            unknown.append(name)
            continue
        except ValueError:
            if strict:
                raise ValueError("%s=%r is not a %s" % (key, raw, type(current).__name__))
            continue
        else:
            settings[name] = value
        finally:
            checked += 1
        applied.append(name)
    print("checked", checked, "unknown", unknown)
    return applied
