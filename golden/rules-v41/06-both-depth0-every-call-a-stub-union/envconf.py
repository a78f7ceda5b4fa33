"""Typed access to environment settings, in the style of environs."""


def as_int(text, default, name):
    if not text:
        return default
    if not text.strip().isdigit():
        print("%s: not a number: %r" % (name, text))
        return default
    return int(text)


def as_bool(text, default, name):
    if not text:
        return default
    value = text.strip().lower()
    if value not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
        print("%s: not a boolean: %r" % (name, text))
    return value in ("1", "true", "yes", "on")
