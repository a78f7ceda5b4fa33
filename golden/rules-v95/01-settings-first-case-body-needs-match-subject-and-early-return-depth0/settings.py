"""Parse `key = value` lines of a small settings file."""


def parse_setting(line, strict=False):
    text = line.split("#", 1)[0].strip()
    if text.startswith("["):
        return ("section", text.strip("[] "), "name")
    width = len(text)
    match text.split("=", 1):
        case [key, raw] if key.strip():
            value = raw.strip()
            kind = "flag" if value.lower() in ("on", "off") else "text"
            setting = (key.strip(), value, kind)
        case [""]:
            setting = None
        case _:
            kind = "error" if strict else "text"
            setting = ("?", text[:width], kind)
    return setting
