"""Parse key = value settings files, remembering the line that set each key."""


def where(lineno, message):
    return "line %d: %s" % (lineno, message)


def parse_config(lines, values):
    origin = {}
    errors = []
    lineno = 0
    for lineno, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        key, sep, value = text.partition("=")
        key = key.strip().lower()
        if not sep:
            errors.append(where(lineno, "missing '='"))
            continue
        if key in origin:
            errors.append(where(lineno, "duplicate " + key))
        values[key] = value.strip()
        origin[key] = lineno
    print("parsed", lineno, "lines")
    return origin, errors
